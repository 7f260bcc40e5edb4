/**
 * The variable table: every environment variable any part of the product reads, one row each. It is
 * the one source of `.env.example`, `docs/configuration.md` and the Kubernetes ConfigMap and Secret
 * keys (`deploy/`, regenerated and checked for staleness by scripts/check-generated.mjs); tests in
 * each package keep it and the code in step both ways, and compose's required settings with it.
 * The parsers stay where they were (the gateway's and the site's): this table says what exists, who
 * reads it, what a deployment must set and the default the parsers apply (numberDefault,
 * literalDefault), not how a value is read.
 */
import { BRAND_KEYS, PANELS, brandConstantName } from './brands';

/** The young generation's semi-space size the Node containers run with (`--max-semi-space-size`, MiB). */
export const NODE_SEMI_SPACE_MIB = 16;

/**
 * NODE_OPTIONS of a Node container (site, gateway) whose memory limit is `limitBytes`: the V8 heap's
 * ceiling at three quarters of the limit (the rest for code, buffers and native memory), so the
 * collector works harder before the kernel kills the container, and semi-spaces of
 * NODE_SEMI_SPACE_MIB. Compose writes it for its 1g limits; the manifests for each workload's.
 */
export function nodeOptionsFor(limitBytes: number): string {
  const heapMiB = Math.floor((limitBytes * 3) / 4 / (1024 * 1024));
  return `--max-old-space-size=${heapMiB} --max-semi-space-size=${NODE_SEMI_SPACE_MIB}`;
}

/** Who reads a variable. */
export const SERVICES = ['site', 'gateway', 'sandbox', 'front', 'compose', 'release', 'preflight'] as const;
export type Service = (typeof SERVICES)[number];

/**
 * Who sets it:
 * - `deployer`: a deployment chooses it (`.env.example`, the Kubernetes values' `config:` or Secret);
 * - `topology`: compose and the Kubernetes manifests set it to fit their shape (ports, addresses);
 * - `build`: given when the release (or the image) is built, never at run time;
 * - `demo`: the sandbox demo only, never a real deployment;
 * - `development`: local runs and tests;
 * - `tooling`: set by a tool for itself (Next.js, Vitest), never by a person.
 */
export const SETTERS = ['deployer', 'topology', 'build', 'demo', 'development', 'tooling'] as const;
export type SetBy = (typeof SETTERS)[number];

export interface VariableRow {
  /** The name, or a pattern whose `<PLACEHOLDER>` stands for each of PLACEHOLDERS' values. */
  readonly name: string;
  readonly services: readonly Service[];
  /** A production deployment must set it: the services (or compose) refuse to start without it. */
  readonly required: boolean;
  /** Never in a ConfigMap, an image or a log; may also be given as a file (`NAME_FILE`). */
  readonly secret: boolean;
  readonly setBy: SetBy;
  /** What applies when it is unset, for people. */
  readonly default: string;
  /** One line. */
  readonly description: string;
  /** Not read yet: the change that will read it. A test fails once the code reads it, so the note goes. */
  readonly pending?: string;
}

const upper = (values: readonly string[]) => values.map((value) => value.toUpperCase());

/** What each `<PLACEHOLDER>` of a pattern row stands for. */
export const PLACEHOLDERS: Readonly<Record<string, readonly string[]>> = {
  /** The six back-ends: the integration (manager) service and the five brand panels. */
  BACKEND: ['MANAGER', ...upper(PANELS)],
  PANEL: upper(PANELS),
  BRAND: BRAND_KEYS.map(brandConstantName),
};

const row = (
  name: string,
  services: readonly Service[],
  setBy: SetBy,
  defaultValue: string,
  description: string,
  flags: { required?: boolean; secret?: boolean; pending?: string } = {},
): VariableRow => ({
  name,
  services,
  required: flags.required ?? false,
  secret: flags.secret ?? false,
  setBy,
  default: defaultValue,
  description,
  ...(flags.pending ? { pending: flags.pending } : {}),
});

const REQUIRED = { required: true } as const;
const SECRET = { secret: true } as const;
const REQUIRED_SECRET = { required: true, secret: true } as const;

export const VARIABLES: readonly VariableRow[] = [
  // The deployment as a whole (docker-compose.yml) and its front (deploy/Caddyfile).
  row(
    'AGENCY_IMAGE',
    ['compose'],
    'deployer',
    'none',
    'The release image, by tag (ghcr.io/<org>/agency:<version>): every Node service runs it',
    REQUIRED,
  ),
  row(
    'REDIS_PASSWORD',
    ['compose'],
    'deployer',
    'none',
    "Redis' requirepass; the gateways' REDIS_URL is built from it",
    REQUIRED_SECRET,
  ),
  row(
    'POSTGRES_PASSWORD',
    ['compose'],
    'deployer',
    'none',
    "PostgreSQL's password (letters and digits: it goes into a URL); the gateways' DATABASE_URL is built from it",
    REQUIRED_SECRET,
  ),
  row(
    'FRONT_TLS',
    ['front'],
    'deployer',
    '`internal`',
    'The ACME account e-mail for certificates (Let’s Encrypt / ZeroSSL), or `internal` for a local CA',
    REQUIRED,
  ),
  row(
    'FRONT_HOSTS',
    ['front'],
    'deployer',
    'the brand table’s domains, with and without www',
    "The brands' site addresses the front answers, comma-separated; any other host is refused",
  ),
  row(
    'FRONT_API_HOSTS',
    ['front'],
    'deployer',
    '`api.cqempresariamento.com.br`',
    'The gateway’s public address for other apps: GraphQL, GraphiQL and the SDL only (metrics, hooks and health stay private)',
  ),
  row('FRONT_HTTP_PORT', ['front'], 'topology', '`80`', 'The front’s HTTP port'),
  row('FRONT_HTTPS_PORT', ['front'], 'topology', '`443`', 'The front’s HTTPS port (HTTP/3 on the same UDP port)'),
  row(
    'FRONT_PROTOCOLS',
    ['front'],
    'topology',
    '`h1 h2 h3`',
    'HTTP versions served; the native mode sets `h1` on a Caddy older than 2.10, whose HTTP/2 falls to floods',
  ),
  row(
    'SITE_UPSTREAMS',
    ['front'],
    'topology',
    'none',
    'The site instances the front balances, space-separated host:port',
    REQUIRED,
  ),
  row(
    'GATEWAY_UPSTREAMS',
    ['front'],
    'topology',
    'none',
    'The gateway instances its private listener balances for the sites, space-separated host:port',
    REQUIRED,
  ),
  row(
    'FRONT_GATEWAY_ADDRESS',
    ['front'],
    'topology',
    '`:4000`',
    'The private listener through which the sites reach the gateways',
  ),
  row('FRONT_GATEWAY_BIND', ['front'], 'topology', '`0.0.0.0`', 'The interface of that private listener'),

  // The agency's back-ends and their credentials (gateway).
  row(
    'FRONT_METRICS_ADDRESS',
    ['front'],
    'topology',
    '`:9180`',
    'The private listener of the front’s own Prometheus metrics',
  ),
  row('FRONT_METRICS_BIND', ['front'], 'topology', '`0.0.0.0`', 'The interface of that metrics listener'),
  row(
    'UPSTREAM_MANAGER_URL',
    ['gateway'],
    'deployer',
    'the sandbox’s (`http://localhost:4010/manager`) outside production',
    'The integration ("mf") service: talents, albums and their media',
    REQUIRED,
  ),
  row(
    'UPSTREAM_<PANEL>_URL',
    ['gateway'],
    'deployer',
    'the sandbox’s (`http://localhost:4010/<panel>`) outside production',
    'Each brand panel (main, jabuticaba, digital, music, cultural): contents, posts and forms',
    REQUIRED,
  ),
  row(
    'MEDIA_<BACKEND>_URL',
    ['gateway'],
    'deployer',
    'the back-end’s URL',
    'The public origin a back-end’s root-relative media paths (`/storage/…`) are joined to, when the gateway reaches it by an internal address',
  ),
  row(
    'MANAGER_SALT',
    ['gateway', 'sandbox'],
    'deployer',
    'the sandbox’s outside production',
    'Salt of the integration service’s `POST /api/signin`',
    REQUIRED_SECRET,
  ),
  row(
    'MANAGER_API_KEY',
    ['gateway', 'sandbox'],
    'deployer',
    'the sandbox’s outside production',
    'Key of the integration service’s `POST /api/signin`',
    REQUIRED_SECRET,
  ),
  row(
    'PANEL_SALT',
    ['gateway', 'sandbox'],
    'deployer',
    'the sandbox’s outside production',
    'Salt of the panels’ `POST /api/login`',
    REQUIRED_SECRET,
  ),
  row(
    'PANEL_API_TOKEN',
    ['gateway', 'sandbox'],
    'deployer',
    'the sandbox’s outside production',
    'Token of the panels’ `POST /api/login` (or one PANEL_API_TOKEN_<PANEL> per panel)',
    REQUIRED_SECRET,
  ),
  row(
    'PANEL_API_TOKEN_<PANEL>',
    ['gateway', 'sandbox'],
    'deployer',
    'PANEL_API_TOKEN',
    'One panel’s own token, where the panels do not share one',
    SECRET,
  ),
  row(
    'UPSTREAM_CALL_ROUTES',
    ['gateway'],
    'deployer',
    'the call table (`schema/src/upstream-calls.ts`)',
    '`call=server,…` sends a call to another back-end, e.g. `talents.list=own,talents.profile=own`',
  ),
  row(
    'FORM_FIELD_NAMES',
    ['gateway'],
    'deployer',
    'our field names',
    '`<panel>.<form>.<our name>=<panel’s name>,…`: the names a panel’s form reads instead (e.g. `main.contact.email=Email`)',
  ),
  row('UPSTREAM_TIMEOUT_MS', ['gateway'], 'deployer', '`2000`', 'Time limit of one back-end call'),
  row('UPSTREAM_READ_RETRIES', ['gateway'], 'deployer', '`2`', 'Reads retried on 429, 5xx or a timeout'),
  row('UPSTREAM_BACKOFF_MS', ['gateway'], 'deployer', '`100`', 'Base of the full-jitter backoff between retries'),
  row(
    'UPSTREAM_BREAKER_FAILURES',
    ['gateway'],
    'deployer',
    '`5`',
    'Failures in a row that open a back-end’s circuit breaker',
  ),
  row(
    'UPSTREAM_BREAKER_COOLDOWN_MS',
    ['gateway'],
    'deployer',
    '`10000`',
    'How long an open breaker waits before trying the back-end again',
  ),
  row(
    'UPSTREAM_CONTRACT_SAMPLE_EVERY',
    ['gateway'],
    'deployer',
    '`100`',
    'The first answer of each call, then one in N, is checked against the REST contract; `0` turns it off',
  ),
  row(
    'BLOG_URL_<BRAND>',
    ['gateway'],
    'deployer',
    'unset: the site’s own blog',
    'A brand’s blog elsewhere: its menu item becomes this external link',
  ),
  row(
    'PUBLICATIONS_URL_<BRAND>',
    ['gateway'],
    'deployer',
    'unset: the site’s own publications',
    'A brand’s publications elsewhere: its menu item becomes this external link',
  ),

  // Shared by the site and the gateway.
  row(
    'MEDIA_HOSTS',
    ['site', 'gateway'],
    'deployer',
    'the sandbox’s panels and talent CDN outside production',
    'Every source media come from, comma-separated: the panels’ public origins, and the talent CDN by the agency’s account path (`https://res.cloudinary.com/<account>/`; a CDN host shared by many customers is refused bare). The CSP, the image optimizer and the comp cards allow only these',
    REQUIRED,
  ),
  row(
    'SITE_GATEWAY_SECRET',
    ['site', 'gateway'],
    'deployer',
    'unset (`npm run up` makes one per run)',
    'The site’s proof on every gateway request: only with it may the site name a visitor’s address',
    REQUIRED_SECRET,
  ),
  row(
    'BRAND_DOMAINS_<BRAND>',
    ['site', 'gateway'],
    'deployer',
    'the brand table’s domains',
    'A brand’s domains, comma-separated (with a port for a local front on another one)',
  ),
  row(
    'NODE_ENV',
    ['site', 'gateway'],
    'topology',
    '`development`',
    '`production` in every production start: every upstream, credential and media host must then be set, and none may be the sandbox’s',
    REQUIRED,
  ),
  row(
    'NODE_OPTIONS',
    ['compose'],
    'topology',
    'compose and the manifests: `nodeOptionsFor` the container’s memory limit',
    'Node’s own flags for the site and gateway containers: a V8 heap ceiling of three quarters of the container’s memory limit (collected harder before the container is killed), and young-generation semi-spaces of 16 MiB (V8 grows them to 64 MiB under load: 100 MiB more resident, no faster)',
  ),
  row(
    'TRUST_PROXY',
    ['site', 'gateway'],
    'topology',
    'unset: no forwarded header is believed',
    '`1`: a proxy of ours in front writes X-Forwarded-For and the caller is its last entry; only `0`/`1`',
  ),
  row(
    'SHUTDOWN_GRACE_MS',
    ['site', 'gateway'],
    'deployer',
    '`25000`',
    'On SIGTERM, the time requests in flight get to finish',
  ),
  row(
    'OTEL_EXPORTER_OTLP_ENDPOINT',
    ['site', 'gateway'],
    'deployer',
    'unset: no traces exported',
    'OpenTelemetry collector (OTLP/HTTP); traces go to `<endpoint>/v1/traces`',
  ),
  row(
    'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
    ['site', 'gateway'],
    'deployer',
    'from OTEL_EXPORTER_OTLP_ENDPOINT',
    'The traces endpoint itself, when it is not `<endpoint>/v1/traces`',
  ),
  row('OTEL_SERVICE_NAME', ['site', 'gateway'], 'deployer', '`site`, `gateway`', 'The service name on exported spans'),
  row(
    '<SECRET>_FILE',
    ['site', 'gateway'],
    'deployer',
    'unset',
    'Any secret of the site or the gateway read from this file instead (a mounted Docker or Kubernetes secret); both set is refused',
  ),
  row(
    'SANDBOX_URL',
    ['site', 'gateway'],
    'demo',
    'unset',
    'The demo: the sandbox at this URL answers for every back-end and its public credentials are accepted; never in a real deployment',
  ),
  row(
    'SANDBOX_PORT',
    ['site', 'gateway', 'sandbox'],
    'development',
    '`4010`',
    'The local sandbox’s port (its talent CDN on the next one): the default back-ends outside production',
  ),
  row(
    'SITE_PORT_BASE',
    ['site', 'gateway'],
    'development',
    '`3000`',
    'The five brand ports are base..base+4, so several copies run on one machine',
  ),

  // Gateway: how it listens and what it keeps.
  row('GATEWAY_PORT', ['gateway'], 'topology', '`4000`', 'The gateway’s port'),
  row(
    'GATEWAY_HOST',
    ['gateway'],
    'topology',
    '`127.0.0.1`',
    'The interface it listens on: loopback or the private network, never a public one',
  ),
  row(
    'GATEWAY_ENV',
    ['gateway'],
    'topology',
    '`production` (`development` under Vitest)',
    '`production`: only persisted documents run, except for apps with a key; `development`: any document, GraphiQL open',
  ),
  row(
    'GATEWAY_APP_KEYS',
    ['gateway'],
    'deployer',
    'unset: no app',
    '`name:sha256hex,…`: bootstrap app keys with every scope and no expiry (`x-agency-app-key`); apps managed without a restart live in the registry (`npm run apps`)',
    SECRET,
  ),
  row(
    'PERSISTED_DOCUMENTS_PATH',
    ['gateway'],
    'deployer',
    '`site/lib/gql/persisted-documents.json`',
    'The manifests (comma-separated) whose documents anyone may run by id',
  ),
  row(
    'CORS_ALLOWED_ORIGINS',
    ['gateway'],
    'deployer',
    'unset: no CORS',
    'Exact origins of browser apps that call the gateway directly (never with credentials)',
  ),
  row(
    'QUERY_RATE_LIMIT_PER_MINUTE',
    ['gateway'],
    'deployer',
    '`600`',
    'GraphQL requests per visitor address (IPv6 per /64) per minute',
  ),
  row(
    'REDIS_URL',
    ['gateway'],
    'topology',
    'unset: an in-process store',
    'The shared content store and limit counters; compose and the manifests build it from REDIS_PASSWORD (an external Redis: a key of the Secret)',
    SECRET,
  ),
  row(
    'DATABASE_URL',
    ['gateway'],
    'deployer',
    'unset: SQLite files of each gateway (OUTBOX_PATH, APPS_PATH, USAGE_PATH); compose: its PostgreSQL',
    'PostgreSQL (`postgres://user:password@host:5432/db`) shared by every gateway: the form outbox, the app registry (`npm run apps`) and the schema usage',
    SECRET,
  ),
  row(
    'REVALIDATE_RATE_LIMIT_PER_MINUTE',
    ['gateway'],
    'deployer',
    '`120` (`0` off)',
    'Revalidate hooks with the right secret a minute, all gateways together',
  ),
  row(
    'REVALIDATE_SECRET',
    ['gateway'],
    'deployer',
    'unset: the hook is off',
    'The secret of `POST /hooks/revalidate`, called by the panels when an editor publishes',
    REQUIRED_SECRET,
  ),
  row(
    'STORE_MAX_ENTRIES',
    ['gateway'],
    'deployer',
    '`5000`',
    'Size of the in-process content store (least recently used out first)',
  ),
  row(
    'RESULT_CACHE_MAX_BYTES',
    ['gateway'],
    'deployer',
    '`8388608`',
    'Bound of the answer cache of read queries (8 MiB; `0` turns it off)',
  ),
  row(
    'STORE_WARMUP',
    ['gateway'],
    'deployer',
    'on',
    'Load every brand’s shell content and talent lists right after start; `0` turns it off',
  ),
  row('STORE_TTL_TALENTS_SECONDS', ['gateway'], 'deployer', '`300`', 'Freshness of talents'),
  row('STORE_TTL_POSTS_SECONDS', ['gateway'], 'deployer', '`300`', 'Freshness of posts'),
  row('STORE_TTL_SITE_SECONDS', ['gateway'], 'deployer', '`900`', 'Freshness of site content (menus, footers, home)'),
  row('STORE_TTL_OPTIONS_SECONDS', ['gateway'], 'deployer', '`3600`', 'Freshness of form options'),
  row(
    'POST_LIST_TRUST_SECONDS',
    ['gateway'],
    'deployer',
    '`60`',
    'A post missing from its list stored less than this ago is not found without a back-end call',
  ),
  row('HTTP_HEADERS_TIMEOUT_MS', ['gateway'], 'deployer', '`15000`', 'A client must send its headers within this'),
  row(
    'HTTP_REQUEST_TIMEOUT_MS',
    ['gateway'],
    'deployer',
    '`60000`',
    'A client must send its whole request within this',
  ),
  row(
    'SHUTDOWN_DRAIN_MS',
    ['gateway'],
    'topology',
    '`0`',
    'On SIGTERM, `/readyz` answers 503 this long before the listener closes, so balancers take the instance out first',
  ),
  row('LOG_LEVEL', ['gateway', 'site'], 'deployer', '`info` (`silent` under Vitest)', 'pino log level'),

  // Gateway: forms, the outbox, uploads and comp cards.
  row(
    'OUTBOX_PATH',
    ['gateway'],
    'topology',
    '`gateway/.data/outbox.sqlite`',
    'The embedded outbox (SQLite, photos beside it): one per gateway instance, never shared',
  ),
  row(
    'USAGE_PATH',
    ['gateway'],
    'topology',
    '`usage.sqlite` beside `OUTBOX_PATH`',
    'The schema usage per app, operation and day (fields, arguments, enum values), kept 90 days: the schema check reads it before a removal',
  ),
  row(
    'APPS_PATH',
    ['gateway'],
    'topology',
    '`apps.sqlite` beside `USAGE_PATH`',
    'The app registry (keys as sha256, scopes, expiry, per-app limits, published documents) when DATABASE_URL is unset; gateways of one host share it, `npm run apps` writes it',
  ),
  row(
    'APPS_POLL_MS',
    ['gateway'],
    'deployer',
    '`2000`',
    'How often each gateway checks the app registry for a change (a new key, a publish, a revoke)',
  ),
  row(
    'OUTBOX_RETRY_MS',
    ['gateway'],
    'deployer',
    '`5000`',
    'The outbox worker’s tick and first retry delay (later ones back off from it)',
  ),
  row(
    'OUTBOX_DELIVERY_TIMEOUT_MS',
    ['gateway'],
    'deployer',
    '`15000`',
    'Time limit of one delivery (a multipart post with four photos)',
  ),
  row(
    'OUTBOX_MAX_ATTEMPTS',
    ['gateway'],
    'deployer',
    '`200`',
    'Tries before a failing submission becomes a dead letter',
  ),
  row(
    'OUTBOX_MAX_AGE_HOURS',
    ['gateway'],
    'deployer',
    '`72`',
    'Hours after which a failing submission becomes a dead letter',
  ),
  row(
    'OUTBOX_MAX_MB',
    ['gateway'],
    'deployer',
    '`1024`',
    'Megabytes of undelivered submissions (fields and photos) the outbox may hold',
  ),
  row(
    'OUTBOX_MAX_MB_PER_CLIENT',
    ['gateway'],
    'deployer',
    '3/64 of OUTBOX_MAX_MB (`48`)',
    'Megabytes the undelivered submissions of one visitor address (IPv6: its /64) may hold, then RateLimited',
  ),
  row(
    'OUTBOX_RESERVE_MB',
    ['gateway'],
    'deployer',
    '1/16 of OUTBOX_MAX_MB (`64`)',
    'Megabytes of the outbox applications with photos may not take, kept for contact messages and quote requests',
  ),
  row(
    'OUTBOX_RETAIN_DELIVERED_HOURS',
    ['gateway'],
    'deployer',
    '`168`',
    'Hours delivered rows (bookkeeping only) are kept',
  ),
  row(
    'OUTBOX_RETAIN_DEAD_HOURS',
    ['gateway'],
    'deployer',
    '`720`',
    'Hours dead letters, with the visitor’s data, are kept unless replayed',
  ),
  row(
    'FORMS_INLINE_WAIT_MS',
    ['gateway'],
    'deployer',
    '`8000`',
    'How long a form waits for its first delivery before answering "queued"',
  ),
  row('FORMS_RATE_LIMIT_EMAIL', ['gateway'], 'deployer', '`5`', 'Form submissions per e-mail address in the window'),
  row('FORMS_RATE_LIMIT_IP', ['gateway'], 'deployer', '`20`', 'Form submissions per visitor address in the window'),
  row('FORMS_RATE_WINDOW_MS', ['gateway'], 'deployer', '`600000`', 'The forms’ rate-limit window'),
  row(
    'UPLOAD_BODY_MAX_BYTES',
    ['gateway'],
    'deployer',
    'the scouting form’s limit (`schema/src/validation/limits.ts`)',
    'An upload body past this is cut off while it arrives (413)',
  ),
  row(
    'UPLOAD_FILE_MAX_BYTES',
    ['gateway'],
    'deployer',
    'twice the per-photo limit',
    'A file past this is cut off while it arrives (413)',
  ),
  row('UPLOADS_MAX_CONCURRENT', ['gateway'], 'deployer', '`4`', 'Photo uploads this instance receives at once'),
  row('UPLOADS_MAX_CONCURRENT_PER_CLIENT', ['gateway'], 'deployer', '`1`', 'Photo uploads at once per visitor address'),
  row(
    'PHOTO_DECODE_CONCURRENCY',
    ['gateway'],
    'deployer',
    '`1`',
    "Decoder processes re-encoding uploaded photos, one photo at a time each (never in the gateway's own process)",
  ),
  row(
    'PHOTO_DECODE_TIMEOUT_MS',
    ['gateway'],
    'deployer',
    '`8000`',
    "One photo's time budget in its decoder: past it the process is killed and the photo refused (validation.photo_complexity)",
  ),
  row(
    'PHOTO_QUEUE_MAX',
    ['gateway'],
    'deployer',
    '`2`',
    'Applications waiting for a decoder, from everyone; past it RateLimited (BUSY)',
  ),
  row(
    'PHOTO_QUEUE_MAX_PER_CLIENT',
    ['gateway'],
    'deployer',
    '`1`',
    'Applications of one visitor address waiting for a decoder; past it RateLimited (TOO_MANY_SUBMISSIONS)',
  ),
  row(
    'PHOTO_QUEUE_MAX_WAIT_MS',
    ['gateway'],
    'deployer',
    '`20000`',
    'Longest an application waits for a decoder (addresses served in turn), then RateLimited (BUSY)',
  ),
  row(
    'UPLOADS_TMP_DIR',
    ['gateway'],
    'deployer',
    'the system’s temporary folder',
    'Where uploads are streamed (a private folder per request, deleted when it ends)',
  ),
  row(
    'UPLOAD_IDLE_TIMEOUT_MS',
    ['gateway'],
    'deployer',
    '`10000`',
    'An upload that sends nothing this long is ended (408)',
  ),
  row(
    'UPLOAD_MIN_BYTES_PER_SECOND',
    ['gateway'],
    'deployer',
    '`16384`',
    'An upload slower than this on average is ended (408)',
  ),
  row(
    'COMP_CARD_CONCURRENCY',
    ['gateway'],
    'deployer',
    '`2`',
    'Comp cards laid out at once, each on its own worker thread',
  ),
  row('COMP_CARD_QUEUE', ['gateway'], 'deployer', '`8`', 'Comp cards waiting; past both a 503 with Retry-After'),
  row(
    'COMP_CARD_RATE_LIMIT_PER_MINUTE',
    ['gateway'],
    'deployer',
    '`30`',
    'New comp-card documents per visitor address a minute (`0` off)',
  ),
  row(
    'COMP_CARD_MAX_IN_FLIGHT_PER_CLIENT',
    ['gateway'],
    'deployer',
    '`2`',
    'Comp cards generated at once per visitor address',
  ),
  row(
    'COMP_CARD_CACHE_MAX_BYTES',
    ['gateway'],
    'deployer',
    '`67108864`',
    'Documents and prepared photos kept while their content is current (64 MiB)',
  ),
  row(
    'COMP_CARD_PHOTO_TIMEOUT_MS',
    ['gateway'],
    'deployer',
    '`8000`',
    'Time limit of one photo fetched for a comp card; a photo past it is left out',
  ),
  row(
    'VITEST',
    ['gateway'],
    'tooling',
    'unset',
    'Set by Vitest: the gateway then defaults to development documents and silent logs',
  ),

  // Site.
  row(
    'GATEWAY_URL',
    ['site'],
    'topology',
    '`http://localhost:4000/graphql`',
    'The gateway’s GraphQL endpoint on the private network',
    REQUIRED,
  ),
  row('SITE_HOST', ['site'], 'topology', '`127.0.0.1`', 'The interface the brand ports listen on'),
  row(
    'TRUST_FORWARDED_HOST',
    ['site'],
    'deployer',
    'unset: the brand comes from Host',
    '`1`: the last X-Forwarded-Host entry is believed, and only for a brand-table host',
  ),
  row(
    'SITE_REVALIDATE_SECONDS',
    ['site'],
    'deployer',
    '`60`',
    'Seconds a rendered page’s data is reused before it is read again',
  ),
  row(
    'SITE_CACHE_MAX_BYTES',
    ['site'],
    'deployer',
    '64 MiB',
    'Ceiling of the in-memory page and data cache, per instance',
  ),
  row(
    'SITE_METRICS_PORT',
    ['site'],
    'topology',
    'the brand ports’ base + 9 (`3009`)',
    'The private port the site’s Prometheus metrics are served on (never one the front sends visitors to)',
  ),
  row(
    'SITE_REDIS_URL',
    ['site'],
    'topology',
    'unset: each site instance keeps its own page and data cache in memory',
    'Redis shared by the site replicas for their page and data cache, so a revalidation shows on every replica; compose and the manifests build it from REDIS_PASSWORD (an external Redis: a key of the Secret)',
    SECRET,
  ),
  row(
    'SITE_STALE_SECONDS',
    ['site'],
    'deployer',
    '`60`',
    'How long past its freshness a page or gateway answer may still be served while it is read again',
  ),
  row(
    'MEDIA_PATHS',
    ['site'],
    'deployer',
    '`/media/**,/*/media/**,/storage/**,/*/storage/**,/*/image/upload/**`',
    'The only paths of the media hosts the image optimizer fetches (never with a query string)',
  ),
  row('SITE_IMAGE_CACHE_MAX_BYTES', ['site'], 'deployer', '256 MiB', 'The image optimizer’s disk ceiling'),
  row(
    'SITE_IMAGE_MISSES_PER_MINUTE',
    ['site'],
    'deployer',
    '`300`',
    'Optimizer answers not from its cache (a miss, a source that failed) per visitor address (IPv6: its /64) a minute, then 429 (`0` off)',
  ),
  row(
    'SITE_RENDERS_PER_MINUTE',
    ['site'],
    'deployer',
    '`60`',
    'Page renders per visitor a minute (its signed visitor cookie, else its address, IPv6 by its /64; the visitors behind one address share ten visitors’ budgets; kept in Redis with SITE_REDIS_URL), a page from the cache costing none; then the brand’s 429 page (`0` off)',
  ),
  row(
    'SITE_RENDER_BURST',
    ['site'],
    'deployer',
    '`10`',
    'Page renders one visitor may make at once before SITE_RENDERS_PER_MINUTE paces it',
  ),
  row(
    'TRUST_REQUEST_ID',
    ['site'],
    'topology',
    "unset: a visitor's X-Request-Id is dropped",
    '`1`: a proxy of ours in front writes X-Request-Id itself, and its id is kept (the gateway keeps an id only from the site)',
  ),
  row(
    'DISABLE_HSTS',
    ['site'],
    'deployer',
    'unset: HSTS on in production',
    '`1` leaves out Strict-Transport-Security (a deployment without TLS in front)',
  ),
  row(
    'ALLOW_LOCAL_MEDIA',
    ['site'],
    'development',
    'unset',
    '`1` lets the optimizer fetch from a loopback address when MEDIA_HOSTS names none',
  ),
  row(
    'NEXT_DIST_DIR',
    ['site', 'release'],
    'development',
    '`.next`',
    'The build folder, so several checkouts build side by side',
  ),
  row('NEXT_RUNTIME', ['site'], 'tooling', 'set by Next.js', 'Which runtime a module runs in (`nodejs`, `edge`)'),
  row(
    'NEXT_DEPLOYMENT_ID',
    ['site'],
    'tooling',
    'set by Next.js from `deploymentId` (RELEASE_ID)',
    'The release the running build belongs to; keys the shared page cache per release',
  ),
  row('NEXT_PHASE', ['site'], 'tooling', 'set by Next.js', 'Whether a module runs in the build or the server'),

  // Sandbox (development and the demo).
  row('SANDBOX_HOST', ['sandbox'], 'demo', '`127.0.0.1`', 'The interface the sandbox listens on'),
  row('SANDBOX_DATA_DIR', ['sandbox'], 'demo', '`sandbox/.data`', 'The sandbox’s SQLite files and images'),
  row('SANDBOX_CDN_PORT', ['sandbox'], 'development', 'the sandbox port + 1', 'The talent media CDN’s port'),
  row('SANDBOX_CDN_URL', ['sandbox'], 'demo', '`http://localhost:<cdn port>`', 'The origin the talent CDN’s URLs name'),
  row('SANDBOX_SCALE', ['sandbox'], 'development', '`1`', 'Multiplies the generated data set'),
  row(
    'SANDBOX_PREDRAW',
    ['sandbox'],
    'development',
    'none (`home` wherever the product starts the sandbox: `npm run up`, its production shape, the compose demo)',
    '`home`: the homes’ photos and the posts’ covers are drawn in the background once the sandbox listens',
  ),
  row('SANDBOX_TOKEN_TTL_SECONDS', ['sandbox'], 'development', '`3600`', 'Lifetime of the tokens the sandbox issues'),
  row(
    'SANDBOX_FAULT_<BACKEND>',
    ['sandbox'],
    'development',
    'none',
    'Faults at start: `down`, `refuse`, `latency=3000`…, comma-combined',
  ),
  row('SANDBOX_LOG', ['sandbox'], 'development', 'unset', '`1` logs every request'),

  // The release build and the preflight.
  row(
    'RELEASE_ID',
    ['release', 'site'],
    'build',
    'a hash of the sources',
    'The release’s id (`docker build --build-arg RELEASE_ID=…`): Next’s deploymentId and the key space of the shared cache',
  ),
  row(
    'RELEASE_DIR',
    ['release'],
    'build',
    '`.release`',
    'The folder the release is built into and every production start runs from',
  ),
  row(
    'PREFLIGHT_SITE_URL',
    ['preflight'],
    'deployer',
    'unset: the site’s side is not checked',
    'The running site: every media origin the back-ends answer with must be in its CSP and answer',
  ),
];

const NAME_OR_PATTERN = /^(?:[A-Z][A-Z0-9_]*|<[A-Z]+>)(?:[A-Z0-9_]*|<[A-Z]+>)*$/;

/** The secrets the site and the gateway read, each expanded: the `<SECRET>` of `<SECRET>_FILE`. */
export function secretNames(): string[] {
  return VARIABLES.filter((r) => r.secret && r.services.some((s) => s === 'site' || s === 'gateway')).flatMap((r) =>
    expandName(r.name),
  );
}

/** The concrete names a row's name stands for: itself, or each value of its placeholders. */
export function expandName(name: string): string[] {
  const match = /<([A-Z]+)>/.exec(name);
  if (!match) return [name];
  const values = match[1] === 'SECRET' ? secretNames() : PLACEHOLDERS[match[1]!];
  if (!values) throw new Error(`${name}: no placeholder <${match[1]}>`);
  return values.flatMap((value) => expandName(name.replace(match[0], value)));
}

/** The row a concrete name belongs to, if any. */
export function rowOf(name: string): VariableRow | undefined {
  return VARIABLES.find((r) => r.name === name) ?? VARIABLES.find((r) => expandName(r.name).includes(name));
}

/**
 * The value a row's default opens with, as the parsers apply it: '`127.0.0.1`' is 127.0.0.1 and
 * '`120` (`0` off)' is 120. A row read this way without one is a mistake in the table, refused by name.
 */
export function literalDefault(name: string): string {
  const literal = /^`([^`]+)`/.exec(rowOf(name)?.default ?? '');
  if (!literal) throw new Error(`${name}: the variable table gives no value as its default`);
  return literal[1]!;
}

/** A row's default as a number ('`2000`' is 2000); refused by name when it is not one. */
export function numberDefault(name: string): number {
  const value = Number(literalDefault(name));
  if (!Number.isFinite(value)) throw new Error(`${name}: the variable table gives no number as its default`);
  return value;
}

/** The names among `names` the table does not hold. */
export function undocumentedVariables(names: readonly string[]): string[] {
  return names.filter((name) => rowOf(name) === undefined);
}

/** The rows a service reads. */
export function variablesOf(service: Service): VariableRow[] {
  return VARIABLES.filter((r) => r.services.includes(service));
}

/** Problems of the table itself (names, duplicates, secrets); empty when it is well formed. */
export function tableProblems(rows: readonly VariableRow[] = VARIABLES): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const r of rows) {
    if (!NAME_OR_PATTERN.test(r.name)) problems.push(`${r.name}: not a variable name or pattern`);
    if (r.services.length === 0) problems.push(`${r.name}: read by no service`);
    if (r.description.includes('\n')) problems.push(`${r.name}: the description is one line`);
    if (r.required && !['deployer', 'topology'].includes(r.setBy))
      problems.push(`${r.name}: required, so a deployment (or its topology) sets it`);
    for (const name of expandName(r.name)) {
      if (seen.has(name)) problems.push(`${name}: in two rows`);
      seen.add(name);
    }
  }
  return problems;
}
