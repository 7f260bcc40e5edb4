import type { MediaSource } from '@agency/schema/media-sources';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppKey } from './security/trusted-documents';
import { BACKENDS, type Backend, type PanelBackend } from './backends';
import type { CallRoutes } from '@agency/schema/upstream-calls';
import { SANDBOX_CREDENTIALS, productionProblems, sandboxDemo, withFileSecrets } from '@agency/schema/deployment';
import { backendVariable, GATEWAY_SECRETS, readGatewayVars, type GatewayVars } from './config-vars';

/** Credentials a back-end's token call sends (manager: api_key, panels: api_token). */
export interface BackendCredentials {
  salt: string;
  key: string;
}

export interface BackendConfig {
  /** Base URL without trailing slash, e.g. http://localhost:4010/main. */
  baseUrl: string;
  /**
   * The public origin (and path prefix) of this back-end's media, without trailing slash: the
   * panels answer root-relative paths (`/storage/...`) that are appended to it as they are.
   */
  mediaBase: string;
  credentials: BackendCredentials;
}

export interface UpstreamPolicy {
  /** Per call, including the token call. */
  timeoutMs: number;
  /** Extra attempts for reads (429/5xx/timeout only). */
  readRetries: number;
  /** Base delay of the jittered exponential backoff between read attempts. */
  backoffBaseMs: number;
  /** Consecutive outage failures that open a back-end's circuit. */
  breakerFailures: number;
  /** How long an open circuit refuses calls before letting one trial through. */
  breakerCooldownMs: number;
  /** UPSTREAM_CONTRACT_SAMPLE_EVERY: validate the first answer of each call, then one in N, against the REST contract; 0 = off. */
  contractSampleEvery?: number;
}

/** Seconds a content type stays fresh in the store before a background refresh. */
export interface StoreTtls {
  talents: number;
  posts: number;
  site: number;
  options: number;
}

export interface GatewayConfig {
  port: number;
  host: string;
  backends: Record<Backend, BackendConfig>;
  /**
   * Every media source besides the back-ends' own (MEDIA_HOSTS: the talent CDN's account path...);
   * on the sandbox (SANDBOX_URL, or the local one outside production) its panels and its CDN.
   */
  mediaHosts: MediaSource[];
  /** SANDBOX_URL: the demo back-ends answer for every panel (the start says so in its log). */
  sandboxDemo: string | null;
  /** UPSTREAM_CALL_ROUTES: this deployment's changes to which back-end answers a call (schema/src/upstream-calls.ts). */
  callRoutes: CallRoutes;
  upstream: UpstreamPolicy;
  redisUrl: string | null;
  /**
   * DATABASE_URL: the PostgreSQL holding the form outbox and the schema usage, shared by every
   * gateway; null keeps both in SQLite files of this instance (OUTBOX_PATH, USAGE_PATH).
   */
  databaseUrl: string | null;
  storeMaxEntries: number;
  /** Bound of the cache of query answers (in-process store only); 0 turns it off. */
  resultCacheMaxBytes: number;
  /** Load the shell content of every brand right after start (STORE_WARMUP=0 turns it off). */
  storeWarmup: boolean;
  ttlSeconds: StoreTtls;
  /** POST_LIST_TRUST_SECONDS: how long a stored post list answers "not found" for a slug it lacks, without a call. */
  postListTrustSeconds: number;
  revalidateSecret: string | null;
  /** REVALIDATE_RATE_LIMIT_PER_MINUTE: revalidate hooks with the right secret a minute, every gateway together (0: no limit). */
  revalidateRatePerMinute: number;
  /** TRUST_PROXY: 1 when a proxy of ours appends to X-Forwarded-For (its last entry is the caller); 0 believes none. */
  trustProxyHops: 0 | 1;
  /** SITE_GATEWAY_SECRET: proves a request comes from the site's server, which may name the visitor's address. */
  siteSecret: string | null;
  /** QUERY_RATE_LIMIT_PER_MINUTE: GraphQL requests per visitor address a minute (the site's rendering exempt); 0 = off. */
  queryRateLimitPerMinute: number;
  /** CORS_ALLOWED_ORIGINS: the only origins given CORS headers (none by default: CORS off). */
  corsAllowedOrigins: string[];
  /**
   * GATEWAY_ENV=development: any document runs for anyone and GraphiQL is open. Otherwise
   * (production, the default) only persisted documents run, unless the caller sends an app key.
   */
  development: boolean;
  /** PERSISTED_DOCUMENTS_PATH: the manifests of the documents anyone may run by id (comma-separated). */
  persistedDocumentsPaths: string[];
  /** GATEWAY_APP_KEYS: apps that may run documents of their own (and GraphiQL), by name and key hash. */
  appKeys: AppKey[];
  outboxPath: string;
  /** USAGE_PATH: the schema usage per app and operation (SQLite), by default beside the outbox. */
  usagePath: string;
  /**
   * APPS_PATH: the app registry (SQLite), by default beside the usage file; in PostgreSQL instead
   * when DATABASE_URL is set. APPS_POLL_MS: how often each gateway checks it for changes.
   */
  appsPath: string;
  appsPollMs: number;
  /**
   * Socket time limits: the whole header block, and the whole request with its body (a four-photo
   * upload from a slow phone must fit: 60 s by default).
   */
  http: { headersTimeoutMs: number; requestTimeoutMs: number };
  /** Graceful stop: how long /readyz says 503 before the listener closes, and how long requests may finish. */
  shutdown: { drainMs: number; graceMs: number };
  logLevel: string;
  /** Every variable, checked and typed (config-vars.ts): modules read theirs here. */
  vars: GatewayVars;
  /**
   * The environment as read at start, only for the brand table's overrides (BRAND_DOMAINS_*,
   * SITE_PORT_BASE, BLOG_URL_*: its own code reads them) and OpenTelemetry's standard OTEL_*.
   */
  env: Record<string, string | undefined>;
}

type Env = Record<string, string | undefined>;

/** The site's persisted documents, written by codegen (codegen.ts) and committed. */
const SITE_MANIFEST = fileURLToPath(new URL('../../site/lib/gql/persisted-documents.json', import.meta.url));

/**
 * Where the back-ends are when no UPSTREAM_<BACKEND>_URL says: the sandbox named by SANDBOX_URL (the
 * demo), or outside production the local one on SANDBOX_PORT. In production without SANDBOX_URL
 * there is no such place: deploymentProblems has already stopped the start.
 */
function sandboxOrigin(vars: GatewayVars, env: Env): string {
  return sandboxDemo(env)?.origin ?? `http://localhost:${vars.SANDBOX_PORT}`;
}

function backendConfig(vars: GatewayVars, env: Env, backend: Backend): BackendConfig {
  const name = backendVariable(backend);
  const baseUrl = (vars[`UPSTREAM_${name}_URL`] || `${sandboxOrigin(vars, env)}/${backend}`).replace(/\/+$/, '');
  const credentials: BackendCredentials =
    backend === 'manager'
      ? {
          salt: vars.MANAGER_SALT ?? SANDBOX_CREDENTIALS.salt,
          key: vars.MANAGER_API_KEY ?? SANDBOX_CREDENTIALS.managerKey,
        }
      : {
          salt: vars.PANEL_SALT ?? SANDBOX_CREDENTIALS.salt,
          key:
            vars[`PANEL_API_TOKEN_${name as Uppercase<PanelBackend>}`] ??
            vars.PANEL_API_TOKEN ??
            SANDBOX_CREDENTIALS.panelToken,
        };
  // Media URLs go to browsers: MEDIA_<BACKEND>_URL overrides them when the gateway reaches the
  // back-end by an internal address the public cannot use.
  const mediaBase = (vars[`MEDIA_${name}_URL`] || baseUrl).replace(/\/+$/, '');
  return { baseUrl, mediaBase, credentials };
}

/** The sandbox's panels and its talent CDN (next port), where MEDIA_HOSTS is unset outside production. */
function sandboxMediaHosts(vars: GatewayVars, env: Env): MediaSource[] {
  const panels = new URL(sandboxOrigin(vars, env));
  const cdn = new URL(panels.origin);
  cdn.port = String(Number(panels.port || 80) + 1);
  return [panels.origin, cdn.origin].map((origin) => ({ origin, prefix: '/' }));
}

/**
 * A production start (NODE_ENV=production) on anything but named settings: every upstream, every
 * credential and the media hosts must be set, and none may be the sandbox's (its addresses, its
 * public credentials), unless SANDBOX_URL says the demo back-ends are meant. One line per variable.
 */
export function deploymentProblems(env: Env): string[] {
  if (env.NODE_ENV !== 'production' || sandboxDemo(env)) return [];
  const upstreams = BACKENDS.map((b) => `UPSTREAM_${backendVariable(b)}_URL`);
  const panelTokens = BACKENDS.filter((b): b is PanelBackend => b !== 'manager').map(
    (b) => `PANEL_API_TOKEN_${backendVariable(b)}`,
  );
  const tokensMissing = env.PANEL_API_TOKEN ? [] : panelTokens.filter((name) => !env[name]);
  const required = [...upstreams, 'MANAGER_SALT', 'MANAGER_API_KEY', 'PANEL_SALT', 'MEDIA_HOSTS'];
  const problems = productionProblems(env, {
    required,
    urls: [...upstreams, ...BACKENDS.map((b) => `MEDIA_${backendVariable(b)}_URL`), 'MEDIA_HOSTS'],
    secrets: ['MANAGER_SALT', 'MANAGER_API_KEY', 'PANEL_SALT', 'PANEL_API_TOKEN', ...panelTokens],
  });
  if (tokensMissing.length > 0) {
    problems.push(`PANEL_API_TOKEN (or each of ${tokensMissing.join(', ')}) is required in production`);
  }
  return problems;
}

/**
 * Reads the environment once (secrets may come from files: NAME_FILE). Outside production, the
 * back-ends default to the local sandbox; in production every one is named (deploymentProblems).
 */
export function loadConfig(given: Env = process.env): GatewayConfig {
  const env = withFileSecrets(given, GATEWAY_SECRETS);
  const problems = deploymentProblems(env);
  if (problems.length > 0) throw new Error(`Gateway configuration: ${problems.join('; ')}`);
  const vars = readGatewayVars(env);
  const demo = sandboxDemo(env);
  const backends = Object.fromEntries(BACKENDS.map((b) => [b, backendConfig(vars, env, b)])) as Record<
    Backend,
    BackendConfig
  >;
  const underTest = Boolean(env.VITEST);
  const gatewayEnv = vars.GATEWAY_ENV ?? (underTest ? 'development' : 'production');
  return {
    port: vars.GATEWAY_PORT,
    // Loopback unless told otherwise: only the site's server should reach the gateway.
    host: vars.GATEWAY_HOST,
    backends,
    mediaHosts: vars.MEDIA_HOSTS ?? sandboxMediaHosts(vars, env),
    sandboxDemo: demo?.origin ?? null,
    callRoutes: vars.UPSTREAM_CALL_ROUTES,
    upstream: {
      timeoutMs: vars.UPSTREAM_TIMEOUT_MS,
      readRetries: vars.UPSTREAM_READ_RETRIES,
      backoffBaseMs: vars.UPSTREAM_BACKOFF_MS,
      breakerFailures: vars.UPSTREAM_BREAKER_FAILURES,
      breakerCooldownMs: vars.UPSTREAM_BREAKER_COOLDOWN_MS,
      contractSampleEvery: vars.UPSTREAM_CONTRACT_SAMPLE_EVERY,
    },
    redisUrl: vars.REDIS_URL ?? null,
    databaseUrl: vars.DATABASE_URL ?? null,
    storeMaxEntries: vars.STORE_MAX_ENTRIES,
    resultCacheMaxBytes: vars.RESULT_CACHE_MAX_BYTES,
    storeWarmup: vars.STORE_WARMUP,
    ttlSeconds: {
      talents: vars.STORE_TTL_TALENTS_SECONDS,
      posts: vars.STORE_TTL_POSTS_SECONDS,
      site: vars.STORE_TTL_SITE_SECONDS,
      options: vars.STORE_TTL_OPTIONS_SECONDS,
    },
    postListTrustSeconds: vars.POST_LIST_TRUST_SECONDS,
    revalidateSecret: vars.REVALIDATE_SECRET ?? null,
    revalidateRatePerMinute: vars.REVALIDATE_RATE_LIMIT_PER_MINUTE,
    trustProxyHops: vars.TRUST_PROXY,
    siteSecret: vars.SITE_GATEWAY_SECRET ?? null,
    queryRateLimitPerMinute: vars.QUERY_RATE_LIMIT_PER_MINUTE,
    corsAllowedOrigins: vars.CORS_ALLOWED_ORIGINS,
    development: gatewayEnv === 'development',
    persistedDocumentsPaths: (vars.PERSISTED_DOCUMENTS_PATH || SITE_MANIFEST)
      .split(',')
      .map((path) => path.trim())
      .filter(Boolean),
    appKeys: vars.GATEWAY_APP_KEYS,
    outboxPath: vars.OUTBOX_PATH || '.data/outbox.sqlite',
    usagePath: vars.USAGE_PATH || join(dirname(vars.OUTBOX_PATH || '.data/outbox.sqlite'), 'usage.sqlite'),
    appsPath:
      vars.APPS_PATH ||
      join(
        dirname(vars.USAGE_PATH || join(dirname(vars.OUTBOX_PATH || '.data/outbox.sqlite'), 'usage.sqlite')),
        'apps.sqlite',
      ),
    appsPollMs: vars.APPS_POLL_MS,
    http: { headersTimeoutMs: vars.HTTP_HEADERS_TIMEOUT_MS, requestTimeoutMs: vars.HTTP_REQUEST_TIMEOUT_MS },
    shutdown: { drainMs: vars.SHUTDOWN_DRAIN_MS, graceMs: vars.SHUTDOWN_GRACE_MS },
    logLevel: vars.LOG_LEVEL || (underTest ? 'silent' : 'info'),
    vars,
    env: { ...env },
  };
}
