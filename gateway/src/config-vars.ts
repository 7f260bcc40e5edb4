import { literalDefault, numberDefault } from '@agency/schema/config-variables';
import { parseMediaSources } from '@agency/schema/media-sources';
import { z } from 'zod';
import { readOnOff } from '@agency/schema/forwarded';
import { parseCallRoutes } from '@agency/schema/upstream-calls';
import { parseAllowedOrigins } from './security/cors';
import { parseAppKeys } from './security/trusted-documents';
import { BACKENDS, type Backend, type PanelBackend } from './backends';

/** The environment as given (strings or absent). */
export type RawEnv = Record<string, string | undefined>;

/** Text, with an empty string read as unset. */
const text = z
  .string()
  .optional()
  .transform((raw) => (raw === '' ? undefined : raw));

/**
 * A number of at least `min` (whole when `whole`), or `fallback` when unset (undefined: stays
 * unset, for a module's own default). One rule and one error for every numeric variable.
 */
function numeric<F extends number | undefined>(fallback: F, min: number, whole: boolean) {
  return z
    .string()
    .optional()
    .transform((raw, context): number | F => {
      if (raw === undefined || raw === '') return fallback;
      const value = Number(raw);
      if ((whole ? Number.isInteger(value) : Number.isFinite(value)) && value >= min) return value;
      context.addIssue({
        code: 'custom',
        message: `must be a ${whole ? 'whole number' : 'number'} >= ${min}, got '${raw}'`,
      });
      return z.NEVER;
    });
}

/**
 * DATABASE_URL: a postgres:// (or postgresql://) URL naming a host and a database, or unset. The
 * error never repeats the value: it holds the password.
 */
export function parseDatabaseUrl(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('must be a URL: postgres://user:password@host:5432/database');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
    throw new Error(`must be a postgres:// URL, not ${url.protocol}//`);
  if (!url.hostname || url.pathname.length < 2)
    throw new Error('must name a host and a database: postgres://user:password@host:5432/database');
  return raw;
}

/** Milliseconds, seconds, bytes…: a number >= `min`, by default the variable table's. */
const amount = (name: string, min = 0) => numeric(numberDefault(name), min, false);
/** Counts and limits: a whole number >= `min`, by default the variable table's. */
const count = (name: string, min = 0) => numeric(numberDefault(name), min, true);
/** A whole number >= 1 when set, unset otherwise (a module's own default applies). */
const optionalCount = numeric(undefined, 1, true);

/** A variable with a parser of its own (a list, a table): its error becomes the variable's. */
const parsedBy = <T>(parse: (raw: string | undefined) => T) =>
  z
    .string()
    .optional()
    .transform((raw, context) => {
      try {
        return parse(raw === '' ? undefined : raw);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    });

const callRoutes = parsedBy((raw) => {
  const parsed = parseCallRoutes(raw);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.routes;
});

/**
 * Every media source besides the back-ends' own (the same variable the site gives next/image): an
 * origin, or an account's path on a shared CDN, whose bare host is refused (@agency/schema/media-sources).
 */
const mediaHosts = parsedBy((raw) => (raw === undefined ? undefined : parseMediaSources(raw)));

const warmup = parsedBy((raw) => !['0', 'false', 'no'].includes((raw ?? '').toLowerCase()));

/** A back-end's name as its variables spell it (UPSTREAM_MAIN_URL). */
export const backendVariable = <B extends Backend>(backend: B) => backend.toUpperCase() as Uppercase<B>;

export type BackendVariable =
  | `UPSTREAM_${Uppercase<Backend>}_URL`
  | `MEDIA_${Uppercase<Backend>}_URL`
  | `PANEL_API_TOKEN_${Uppercase<PanelBackend>}`;

/** Per back-end: UPSTREAM_<B>_URL, MEDIA_<B>_URL, and PANEL_API_TOKEN_<B> for the panels. */
const perBackend = Object.fromEntries(
  BACKENDS.flatMap((backend) => [
    [`UPSTREAM_${backendVariable(backend)}_URL`, text],
    [`MEDIA_${backendVariable(backend)}_URL`, text],
    ...(backend === 'manager' ? [] : [[`PANEL_API_TOKEN_${backendVariable(backend)}`, text]]),
  ]),
) as Record<BackendVariable, typeof text>;

/**
 * Every variable the gateway reads, checked once at start (loadConfig): a wrong value stops the
 * process naming the variable and what it must be, the same way for every variable. Modules read
 * the typed values, never the environment. Every variable is in the root README's configuration
 * table (a test keeps them in step). The brand table's overrides (BRAND_DOMAINS_*, SITE_PORT_BASE,
 * BLOG_URL_*) and OpenTelemetry's standard OTEL_* are read by their own code from the environment
 * kept beside these values.
 */
export const gatewayVarsSchema = z.object({
  ...perBackend,
  SANDBOX_PORT: count('SANDBOX_PORT', 1),
  MANAGER_SALT: text,
  MANAGER_API_KEY: text,
  PANEL_SALT: text,
  PANEL_API_TOKEN: text,
  UPSTREAM_CALL_ROUTES: callRoutes,
  UPSTREAM_TIMEOUT_MS: amount('UPSTREAM_TIMEOUT_MS'),
  UPSTREAM_READ_RETRIES: amount('UPSTREAM_READ_RETRIES'),
  UPSTREAM_BACKOFF_MS: amount('UPSTREAM_BACKOFF_MS'),
  UPSTREAM_BREAKER_FAILURES: amount('UPSTREAM_BREAKER_FAILURES'),
  UPSTREAM_BREAKER_COOLDOWN_MS: amount('UPSTREAM_BREAKER_COOLDOWN_MS'),
  UPSTREAM_CONTRACT_SAMPLE_EVERY: amount('UPSTREAM_CONTRACT_SAMPLE_EVERY'),
  GATEWAY_PORT: amount('GATEWAY_PORT'),
  GATEWAY_HOST: text.transform((raw) => raw ?? literalDefault('GATEWAY_HOST')),
  GATEWAY_ENV: z.preprocess(
    (raw) => (raw === '' ? undefined : raw),
    z.enum(['development', 'production'], { message: 'must be development or production' }).optional(),
  ),
  REDIS_URL: text,
  DATABASE_URL: parsedBy(parseDatabaseUrl),
  STORE_MAX_ENTRIES: amount('STORE_MAX_ENTRIES'),
  RESULT_CACHE_MAX_BYTES: amount('RESULT_CACHE_MAX_BYTES'),
  STORE_WARMUP: warmup,
  STORE_TTL_TALENTS_SECONDS: amount('STORE_TTL_TALENTS_SECONDS'),
  STORE_TTL_POSTS_SECONDS: amount('STORE_TTL_POSTS_SECONDS'),
  STORE_TTL_SITE_SECONDS: amount('STORE_TTL_SITE_SECONDS'),
  STORE_TTL_OPTIONS_SECONDS: amount('STORE_TTL_OPTIONS_SECONDS'),
  POST_LIST_TRUST_SECONDS: amount('POST_LIST_TRUST_SECONDS'),
  REVALIDATE_SECRET: text,
  REVALIDATE_RATE_LIMIT_PER_MINUTE: amount('REVALIDATE_RATE_LIMIT_PER_MINUTE'),
  TRUST_PROXY: parsedBy((raw) => (readOnOff('TRUST_PROXY', raw) ? (1 as const) : (0 as const))),
  SITE_GATEWAY_SECRET: text,
  QUERY_RATE_LIMIT_PER_MINUTE: amount('QUERY_RATE_LIMIT_PER_MINUTE'),
  CORS_ALLOWED_ORIGINS: parsedBy(parseAllowedOrigins),
  PERSISTED_DOCUMENTS_PATH: text,
  GATEWAY_APP_KEYS: parsedBy(parseAppKeys),
  OUTBOX_PATH: text,
  USAGE_PATH: text,
  APPS_PATH: text,
  APPS_POLL_MS: count('APPS_POLL_MS', 100),
  HTTP_HEADERS_TIMEOUT_MS: amount('HTTP_HEADERS_TIMEOUT_MS'),
  HTTP_REQUEST_TIMEOUT_MS: amount('HTTP_REQUEST_TIMEOUT_MS'),
  SHUTDOWN_DRAIN_MS: amount('SHUTDOWN_DRAIN_MS'),
  SHUTDOWN_GRACE_MS: amount('SHUTDOWN_GRACE_MS'),
  LOG_LEVEL: text,
  // Forms: outbox, abuse guards, uploads.
  OUTBOX_RETRY_MS: count('OUTBOX_RETRY_MS', 1),
  OUTBOX_DELIVERY_TIMEOUT_MS: count('OUTBOX_DELIVERY_TIMEOUT_MS', 1),
  OUTBOX_MAX_ATTEMPTS: optionalCount,
  OUTBOX_MAX_AGE_HOURS: optionalCount,
  OUTBOX_RETAIN_DELIVERED_HOURS: optionalCount,
  OUTBOX_RETAIN_DEAD_HOURS: optionalCount,
  OUTBOX_MAX_MB: optionalCount,
  OUTBOX_RESERVE_MB: optionalCount,
  OUTBOX_MAX_MB_PER_CLIENT: optionalCount,
  FORMS_INLINE_WAIT_MS: count('FORMS_INLINE_WAIT_MS', 1),
  FORMS_RATE_WINDOW_MS: count('FORMS_RATE_WINDOW_MS', 1),
  FORMS_RATE_LIMIT_EMAIL: count('FORMS_RATE_LIMIT_EMAIL', 1),
  FORMS_RATE_LIMIT_IP: count('FORMS_RATE_LIMIT_IP', 1),
  FORM_FIELD_NAMES: text,
  UPLOAD_BODY_MAX_BYTES: optionalCount,
  UPLOAD_FILE_MAX_BYTES: optionalCount,
  UPLOADS_MAX_CONCURRENT: count('UPLOADS_MAX_CONCURRENT', 1),
  UPLOADS_MAX_CONCURRENT_PER_CLIENT: count('UPLOADS_MAX_CONCURRENT_PER_CLIENT', 1),
  UPLOADS_TMP_DIR: text,
  UPLOAD_IDLE_TIMEOUT_MS: count('UPLOAD_IDLE_TIMEOUT_MS', 1),
  UPLOAD_MIN_BYTES_PER_SECOND: count('UPLOAD_MIN_BYTES_PER_SECOND', 1),
  PHOTO_DECODE_CONCURRENCY: count('PHOTO_DECODE_CONCURRENCY', 1),
  PHOTO_DECODE_TIMEOUT_MS: count('PHOTO_DECODE_TIMEOUT_MS', 1),
  PHOTO_QUEUE_MAX: count('PHOTO_QUEUE_MAX', 0),
  PHOTO_QUEUE_MAX_PER_CLIENT: count('PHOTO_QUEUE_MAX_PER_CLIENT', 1),
  PHOTO_QUEUE_MAX_WAIT_MS: count('PHOTO_QUEUE_MAX_WAIT_MS', 1),
  // Comp cards.
  MEDIA_HOSTS: mediaHosts,
  SANDBOX_URL: text,
  NODE_ENV: text,
  // Preflight: the running site, whose CSP must allow every media host the back-ends answer with.
  PREFLIGHT_SITE_URL: text,
  COMP_CARD_CACHE_MAX_BYTES: count('COMP_CARD_CACHE_MAX_BYTES', 0),
  // A photograph of real weight from a busy CDN takes longer than a JSON call: its own deadline.
  COMP_CARD_PHOTO_TIMEOUT_MS: count('COMP_CARD_PHOTO_TIMEOUT_MS', 1),
  COMP_CARD_CONCURRENCY: count('COMP_CARD_CONCURRENCY', 1),
  COMP_CARD_QUEUE: count('COMP_CARD_QUEUE', 0),
  COMP_CARD_RATE_LIMIT_PER_MINUTE: count('COMP_CARD_RATE_LIMIT_PER_MINUTE', 0),
  COMP_CARD_MAX_IN_FLIGHT_PER_CLIENT: count('COMP_CARD_MAX_IN_FLIGHT_PER_CLIENT', 1),
});

export type GatewayVars = z.output<typeof gatewayVarsSchema>;

/** The variables that are secrets: each may also be given as a file (NAME_FILE, @agency/schema/deployment). */
export const GATEWAY_SECRETS = [
  'MANAGER_SALT',
  'MANAGER_API_KEY',
  'PANEL_SALT',
  'PANEL_API_TOKEN',
  ...BACKENDS.filter((b) => b !== 'manager').map((b) => `PANEL_API_TOKEN_${backendVariable(b)}`),
  'SITE_GATEWAY_SECRET',
  'REVALIDATE_SECRET',
  'REDIS_URL',
  'DATABASE_URL',
  'GATEWAY_APP_KEYS',
] as const;

/** The names of every variable above (the README test reads them). */
export const GATEWAY_VARIABLES = Object.keys(gatewayVarsSchema.shape);

/** Checks the environment once; every problem is listed, each with its variable's name. */
export function readGatewayVars(env: RawEnv): GatewayVars {
  const parsed = gatewayVarsSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      // A variable's own parser may already name it (TRUST_PROXY must be…).
      return issue.message.startsWith(name) ? issue.message : `${name} ${issue.message}`;
    });
    throw new Error(`Gateway configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}
