import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { GatewayConfig } from './config';
import type { GatewayContext } from './context';
import { createLogger } from './logger';
import { createRevalidationHook, type RevalidationHook } from './hooks/revalidation';
import { createMetrics, type GatewayMetrics } from './metrics';
import { createFormsRuntime, type FormsRuntime } from './modules/forms';
import { resolvers, startupWarmups } from './modules';
import { useArmor } from './plugins/useArmor';
import { useVariablesShape } from './security/variables-shape';
import { useDeclaredVariables } from './security/declared-variables';
import { useQueryCost } from './plugins/useQueryCost';
import { createQueryRateLimit, type QueryRateLimit } from './plugins/useQueryRateLimit';
import { useErrorLogging } from './plugins/useErrorLogging';
import { useRequestId } from './plugins/useRequestId';
import { createResultCache, type ResultCache } from './plugins/useResultCache';
import { useReadStatus } from './plugins/useReadStatus';
import { useUsageMetrics } from './plugins/useUsageMetrics';
import {
  csrfPlugin,
  useBoundedJson,
  useCloseWhenBodyUnread,
  useReceivedUpload,
  useRequestBodyLimit,
  type GraphQLUploadParams,
  type RateLimiter,
} from './security';
import { clientKeyOf, identifyClient, type ClientIdentity } from './security/client-identity';
import { corsOptions } from './security/cors';
import { openAppStore } from './apps/open';
import { createAppRegistry, type AppDocument, type AppIdentity, type AppRegistry } from './apps/registry';
import { scopesNeeded } from './apps/scopes';
import {
  loadPersistedDocuments,
  useTrustedDocuments,
  type PersistedDocument,
  type PersistedDocuments,
} from './security/trusted-documents';
import { loadTypeDefs } from './type-defs';
import { createExplorer, EXPLORER_OPTIONS, type Explorer } from './explorer';
import { createStoreFromConfig, type ContentStore } from './store';
import { createUsageRecorder, type UsageRecorder } from './usage/recorder';
import { SqliteUsageStore } from './usage/store';
import { PostgresUsageStore } from './usage/postgres-store';
import { openPool } from './postgres/pool';
import { runWarmup } from './store/warmup';
import { createUpstream, type Upstream } from './upstream/client';
import type { FetchLike } from './upstream/http';

export { loadTypeDefs } from './type-defs';

/** What the node layer passes to yoga per request. */
export interface ServerContext {
  req?: IncomingMessage;
  res?: ServerResponse;
  requestId?: string;
  /** Set by the node layer when it identified the caller already (uploads are gated before yoga). */
  client?: ClientIdentity;
  /** A multipart upload the node layer read (files on disk): yoga answers from these params, reading no body. */
  upload?: GraphQLUploadParams;
  /** The form rate limiter of an upload whose try the node layer counted already (the resolver must not count it again). */
  formsRateLimiter?: RateLimiter;
}

export interface Gateway {
  config: GatewayConfig;
  yoga: YogaServerInstance<ServerContext, GatewayContext>;
  upstream: Upstream;
  store: ContentStore;
  logger: Logger;
  metrics: GatewayMetrics;
  forms: FormsRuntime;
  /** The documents anyone may run by id from the manifest files (PERSISTED_DOCUMENTS_PATH). */
  persistedDocuments: PersistedDocuments;
  /** The apps and their published documents (`npm run apps`), re-read when they change. */
  apps: AppRegistry;
  /** A persisted document by id: the manifest files', then those of the registry's standing apps. */
  documentOf(id: string): PersistedDocument | undefined;
  /** Answers of read queries, kept while the store entries they were built from are current; null when off. */
  resultCache: ResultCache | null;
  /** Schema usage per app and operation, kept for the schema check (USAGE_PATH). */
  usage: UsageRecorder;
  /** GraphiQL's page and files, the public SDL and the documents list. */
  explorer: Explorer;
  /** The per-visitor query limit (null when off), for requests answered before yoga. */
  queryRateLimit: QueryRateLimit | null;
  /** The revalidate hook's limit, its announcement to the site replicas and the purge it reports. */
  revalidation: RevalidationHook;
  /**
   * The usage label of a request's caller: 'site', 'site-browser', an app's name (by its key, or,
   * for a caller without one, the app that published the document it ran), or 'anonymous'.
   */
  appOf(headers: Pick<Headers, 'get'>, client: ClientIdentity, document?: PersistedDocument): string;
  /** Node handler of /graphql. */
  handle(req: IncomingMessage, res: ServerResponse, serverContext?: ServerContext): Promise<void>;
  /** Starts background work: the store warm-up and the forms outbox. */
  start(): Promise<void>;
  /** Settles when the start-up warm-up of the store is over (at once when it is off). */
  warmedUp(): Promise<void>;
  close(): Promise<void>;
}

export interface GatewayDeps {
  fetch?: FetchLike;
  logger?: Logger;
}

/** The caller of a request (see security/client-identity.ts for who may name a visitor's address). */
export function clientOf(request: Request, serverContext: ServerContext, config: GatewayConfig): ClientIdentity {
  if (serverContext.client) return serverContext.client;
  return identifyClient(request.headers, serverContext.req?.socket.remoteAddress, config);
}

/** Builds the whole gateway from its config: upstream client, store, forms runtime and the yoga server. */
export function createGateway(config: GatewayConfig, deps: GatewayDeps = {}): Gateway {
  const logger = deps.logger ?? createLogger(config.logLevel);
  const metrics = createMetrics();
  const upstream = createUpstream(config, {
    fetch: deps.fetch,
    logger: logger.child({ component: 'upstream' }),
    onRequest: metrics.onUpstreamRequest,
    onError: metrics.onUpstreamError,
    onDrift: metrics.onDrift,
  });
  metrics.watchBreakers((backend, kind) => upstream.breakerState(backend, kind));
  const store = createStoreFromConfig(config, logger.child({ component: 'store' }), metrics.onStoreLookup);
  // DATABASE_URL: the outbox and the schema usage in PostgreSQL, shared by every gateway (one pool for both).
  const database = config.databaseUrl
    ? openPool(config.databaseUrl, {
        onError: (error) =>
          logger.warn({ err: error }, 'an idle database connection broke; the next query opens another'),
      })
    : null;
  const forms = createFormsRuntime(config, upstream, logger.child({ component: 'forms' }), {
    onDeadLetter: metrics.onDeadLetter,
    onPhotos: metrics.onPhotos,
    database,
  });
  metrics.watchOutbox(() => forms.services.outbox.counts());
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: resolvers as never });
  const persistedDocuments = loadPersistedDocuments(config.persistedDocumentsPaths);
  const apps = createAppRegistry({
    store: openAppStore(config, {
      onError: (error) => logger.warn({ err: error }, 'app registry: a PostgreSQL connection broke'),
    }),
    environmentApps: config.appKeys,
    environmentRateLimitPerMinute: config.queryRateLimitPerMinute,
    pollMs: config.appsPollMs,
    logger: logger.child({ component: 'apps' }),
  });
  metrics.watchAppRegistry(() => ({ version: apps.version, unreadable: apps.unreadable }));
  const documentOf = (id: string) => persistedDocuments.get(id) ?? apps.document(id);
  // A request's key is looked up once, however many plugins ask.
  const identities = new WeakMap<Request, AppIdentity>();
  const identify = (request: Request): AppIdentity => {
    let identity = identities.get(request);
    if (!identity) identities.set(request, (identity = apps.identify(request.headers)));
    return identity;
  };
  const explorer = createExplorer(schema, persistedDocuments);
  const usage = createUsageRecorder({
    store: database ? new PostgresUsageStore(database) : new SqliteUsageStore(config.usagePath),
    schema,
    logger: logger.child({ component: 'usage' }),
  });
  const resultCache = createResultCache(store, {
    maxBytes: config.resultCacheMaxBytes,
    operations: { schema, documentOf: (id) => documentOf(id)?.document },
    onLookup: metrics.onResultCacheLookup,
    onHit: (reads) => {
      for (const read of reads) metrics.onStoreLookup({ type: read.type, result: 'hit' });
    },
  });
  const requestIds = new WeakMap<Request, string>();
  const queryRateLimit = createQueryRateLimit({
    perMinute: config.queryRateLimitPerMinute,
    redisUrl: config.redisUrl,
    identify: (request, serverContext) => clientOf(request, serverContext as ServerContext, config),
    // A registry app counts on its own quota; GATEWAY_APP_KEYS' bootstrap apps, as before, per address.
    appOf: (request) => {
      const identity = identify(request);
      return identity.kind === 'app' && identity.app.source === 'registry' ? identity.app : null;
    },
    logger: logger.child({ component: 'query-rate-limit' }),
  });
  if (config.queryRateLimitPerMinute > 0 && !config.siteSecret) {
    // Without the secret the site's own rendering cannot be told apart: all of it counts as one caller.
    logger.warn(
      'SITE_GATEWAY_SECRET is unset: the query rate limit counts the site server as one visitor; set the secret on site and gateway',
    );
  }
  const revalidation = createRevalidationHook(
    { redisUrl: config.redisUrl, perMinute: config.revalidateRatePerMinute, env: config.env },
    logger.child({ component: 'revalidate-hook' }),
  );
  let warmup: Promise<void> = Promise.resolve();
  const publisherOf = (document: PersistedDocument | undefined): string | undefined =>
    document && 'app' in document ? (document as AppDocument).app : undefined;
  const appOf = (headers: Pick<Headers, 'get'>, client: ClientIdentity, document?: PersistedDocument): string => {
    const app = apps.identify(headers);
    if (app.kind === 'app') return app.app.name;
    return client.kind === 'site' ? 'site' : client.viaSite ? 'site-browser' : (publisherOf(document) ?? 'anonymous');
  };
  const persistedOf = new WeakMap<Request, PersistedDocument>();

  const yoga = createYoga<ServerContext, GatewayContext>({
    schema,
    graphqlEndpoint: '/graphql',
    // The GraphiQL page opens for every browser: it holds no data, and what it sends meets the same
    // rules as any request (in production: an app key, or a persisted document). Its assets are the
    // gateway's own (explorer/), so it works with no network beyond the gateway.
    graphiql: EXPLORER_OPTIONS,
    renderGraphiQL: explorer.renderPage,
    // Off unless CORS_ALLOWED_ORIGINS lists origins (security/cors.ts).
    cors: corsOptions(config.corsAllowedOrigins),
    landingPage: false,
    // Unexpected errors reach clients as 'Unexpected error.'; coded GraphQLErrors keep their code.
    maskedErrors: true,
    logging: {
      debug: (...args) => logger.debug(args.join(' ')),
      info: (...args) => logger.info(args.join(' ')),
      warn: (...args) => logger.warn(args.join(' ')),
      error: (...args) => logger.error({ err: args[0] }, 'yoga error'),
    },
    // Uploads are read by the node layer (server.ts, security/multipart.ts: files to disk, decided
    // before they are read); yoga never parses a multipart body itself. Other bodies: at most
    // JSON_BODY_MAX_BYTES, JSON ones read and shape-checked as they arrive (useBoundedJson), the
    // rest bounded by useRequestBodyLimit.
    multipart: false,
    maxRequestBodySize: false,
    plugins: [
      useRequestId(requestIds),
      // First of ours: a client over its limit is answered 429 before its body is parsed.
      ...(queryRateLimit ? [queryRateLimit.plugin] : []),
      useUsageMetrics({
        appOf: (request, serverContext) =>
          appOf(request.headers, clientOf(request, serverContext as ServerContext, config)),
        persistedOperationOf: (request) => persistedOf.get(request)?.operationName,
        publisherOf: (request) => publisherOf(persistedOf.get(request)),
        observe: metrics.onOperation,
        onExecuted: (labels, document) => usage.record(labels, document),
      }),
      csrfPlugin(),
      useReceivedUpload(),
      useBoundedJson(),
      // Before anything reads the document: a request names a persisted one, or may send its own.
      useTrustedDocuments({
        documentOf,
        identify,
        scopesNeeded,
        openToAll: config.development,
        onPersisted: (request, document) => persistedOf.set(request, document),
      }),
      useVariablesShape(),
      useDeclaredVariables(),
      useArmor(),
      useQueryCost(),
      useErrorLogging(logger),
      useReadStatus(),
      ...(resultCache ? [resultCache.plugin] : []),
      useCloseWhenBodyUnread(),
      // Last: it wraps whichever request parser the plugins above chose.
      useRequestBodyLimit(),
    ],
    context: ({ request, ...serverContext }) => {
      const requestId = requestIds.get(request) ?? randomUUID();
      const client = clientOf(request, serverContext, config);
      return {
        upstream,
        store: resultCache ? resultCache.storeFor(request) : store,
        config,
        requestId,
        client,
        clientIp: clientKeyOf(client),
        request,
        logger: logger.child({ requestId }),
        forms: serverContext.formsRateLimiter
          ? { ...forms.services, rateLimiter: serverContext.formsRateLimiter }
          : forms.services,
      };
    },
  });

  return {
    config,
    yoga,
    upstream,
    store,
    logger,
    metrics,
    forms,
    persistedDocuments,
    apps,
    documentOf,
    resultCache,
    usage,
    explorer,
    queryRateLimit,
    revalidation,
    appOf,
    async handle(req, res, serverContext = {}) {
      // yoga.handle(req, res) writes the answer to the node response (handleNodeRequestAndResponse only returns it).
      await yoga.handle(req, res, { req, res, ...serverContext });
    },
    async start() {
      if (config.storeWarmup)
        warmup = runWarmup(startupWarmups({ upstream, store }), logger.child({ component: 'warmup' }));
      await apps.start();
      await forms.start();
    },
    warmedUp: () => warmup,
    async close() {
      await warmup;
      await forms.stop();
      await store.close();
      await queryRateLimit?.close();
      await usage.close();
      await apps.close();
      await revalidation.close();
      await database?.end();
    },
  };
}
