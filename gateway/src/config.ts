import { fileURLToPath } from 'node:url';
import { parseTrustProxy } from './security/client-identity';
import { parseAppKeys, type AppKey } from './security/trusted-documents';
import { parseAllowedOrigins } from './security/cors';
import { BACKENDS, type Backend } from './backends';
import { parseCallRoutes, type CallRoutes } from '@agency/schema/upstream-calls';

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
  /** UPSTREAM_CALL_ROUTES: this deployment's changes to which back-end answers a call (schema/src/upstream-calls.ts). */
  callRoutes: CallRoutes;
  upstream: UpstreamPolicy;
  redisUrl: string | null;
  storeMaxEntries: number;
  /** Bound of the cache of query answers (in-process store only); 0 turns it off. */
  resultCacheMaxBytes: number;
  /** Load the shell content of every brand right after start (STORE_WARMUP=0 turns it off). */
  storeWarmup: boolean;
  ttlSeconds: StoreTtls;
  revalidateSecret: string | null;
  /** Proxies of ours in front of the gateway that append X-Forwarded-For (TRUST_PROXY); 0 believes none. */
  trustProxyHops: number;
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
  /**
   * Socket time limits: the whole header block, and the whole request with its body (a four-photo
   * upload from a slow phone must fit: 60 s by default).
   */
  http: { headersTimeoutMs: number; requestTimeoutMs: number };
  /** Graceful stop: how long /readyz says 503 before the listener closes, and how long requests may finish. */
  shutdown: { drainMs: number; graceMs: number };
  logLevel: string;
  /** The raw environment, for the brand table's overrides (BRAND_DOMAINS_*, SITE_PORT_BASE, BLOG_URL_*). */
  env: Record<string, string | undefined>;
}

type Env = Record<string, string | undefined>;

/** The site's persisted documents, written by codegen (codegen.ts) and committed. */
const SITE_MANIFEST = fileURLToPath(new URL('../../site/lib/gql/persisted-documents.json', import.meta.url));

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got '${raw}'`);
  return value;
}

function envName(backend: Backend): string {
  return backend.toUpperCase();
}

function backendConfig(env: Env, backend: Backend): BackendConfig {
  const sandboxPort = env.SANDBOX_PORT || '4010';
  const baseUrl = (env[`UPSTREAM_${envName(backend)}_URL`] || `http://localhost:${sandboxPort}/${backend}`).replace(
    /\/+$/,
    '',
  );
  const credentials: BackendCredentials =
    backend === 'manager'
      ? { salt: env.MANAGER_SALT ?? 'sandbox-salt', key: env.MANAGER_API_KEY ?? 'sandbox-manager-key' }
      : {
          salt: env.PANEL_SALT ?? 'sandbox-salt',
          key: env[`PANEL_API_TOKEN_${envName(backend)}`] ?? env.PANEL_API_TOKEN ?? 'sandbox-panel-token',
        };
  // Media URLs go to browsers: MEDIA_<BACKEND>_URL overrides them when the gateway reaches the
  // back-end by an internal address the public cannot use.
  const mediaBase = (env[`MEDIA_${envName(backend)}_URL`] || baseUrl).replace(/\/+$/, '');
  return { baseUrl, mediaBase, credentials };
}

/** Reads the environment once; every default points at the local sandbox. */
export function loadConfig(env: Env = process.env): GatewayConfig {
  const backends = Object.fromEntries(BACKENDS.map((b) => [b, backendConfig(env, b)])) as Record<
    Backend,
    BackendConfig
  >;
  const underTest = Boolean(env.VITEST);
  const gatewayEnv = env.GATEWAY_ENV || (underTest ? 'development' : 'production');
  if (gatewayEnv !== 'development' && gatewayEnv !== 'production') {
    throw new Error(`GATEWAY_ENV must be development or production, got '${gatewayEnv}'`);
  }
  const callRoutes = parseCallRoutes(env.UPSTREAM_CALL_ROUTES);
  if ('error' in callRoutes) throw new Error(`UPSTREAM_CALL_ROUTES: ${callRoutes.error}`);
  return {
    port: int(env, 'GATEWAY_PORT', 4000),
    // Loopback unless told otherwise: only the site's server should reach the gateway.
    host: env.GATEWAY_HOST || '127.0.0.1',
    backends,
    callRoutes: callRoutes.routes,
    upstream: {
      timeoutMs: int(env, 'UPSTREAM_TIMEOUT_MS', 2000),
      readRetries: int(env, 'UPSTREAM_READ_RETRIES', 2),
      backoffBaseMs: int(env, 'UPSTREAM_BACKOFF_MS', 100),
      breakerFailures: int(env, 'UPSTREAM_BREAKER_FAILURES', 5),
      breakerCooldownMs: int(env, 'UPSTREAM_BREAKER_COOLDOWN_MS', 10_000),
      contractSampleEvery: int(env, 'UPSTREAM_CONTRACT_SAMPLE_EVERY', 100),
    },
    redisUrl: env.REDIS_URL || null,
    storeMaxEntries: int(env, 'STORE_MAX_ENTRIES', 5000),
    resultCacheMaxBytes: int(env, 'RESULT_CACHE_MAX_BYTES', 8 * 1024 * 1024),
    storeWarmup: !['0', 'false', 'no'].includes((env.STORE_WARMUP ?? '').toLowerCase()),
    ttlSeconds: {
      talents: int(env, 'STORE_TTL_TALENTS_SECONDS', 300),
      posts: int(env, 'STORE_TTL_POSTS_SECONDS', 300),
      site: int(env, 'STORE_TTL_SITE_SECONDS', 900),
      options: int(env, 'STORE_TTL_OPTIONS_SECONDS', 3600),
    },
    revalidateSecret: env.REVALIDATE_SECRET || null,
    trustProxyHops: parseTrustProxy(env.TRUST_PROXY),
    siteSecret: env.SITE_GATEWAY_SECRET || null,
    queryRateLimitPerMinute: int(env, 'QUERY_RATE_LIMIT_PER_MINUTE', 600),
    corsAllowedOrigins: parseAllowedOrigins(env.CORS_ALLOWED_ORIGINS),
    development: gatewayEnv === 'development',
    persistedDocumentsPaths: (env.PERSISTED_DOCUMENTS_PATH || SITE_MANIFEST)
      .split(',')
      .map((path) => path.trim())
      .filter(Boolean),
    appKeys: parseAppKeys(env.GATEWAY_APP_KEYS),
    outboxPath: env.OUTBOX_PATH || '.data/outbox.sqlite',
    http: {
      headersTimeoutMs: int(env, 'HTTP_HEADERS_TIMEOUT_MS', 15_000),
      requestTimeoutMs: int(env, 'HTTP_REQUEST_TIMEOUT_MS', 60_000),
    },
    shutdown: { drainMs: int(env, 'SHUTDOWN_DRAIN_MS', 0), graceMs: int(env, 'SHUTDOWN_GRACE_MS', 25_000) },
    logLevel: env.LOG_LEVEL || (underTest ? 'silent' : 'info'),
    env: { ...env },
  };
}
