import type { CallRoutes } from '@agency/schema/upstream-calls';
import { tmpdir } from 'node:os';
import { LIMITS, UPLOAD_BODY_MAX_BYTES } from '@agency/schema/validation';
import type { GatewayConfig } from '../../config';
import type { OutboxLimits } from '../../outbox';

/** Settings of the forms path: outbox, abuse guards and upload ceilings. Read once at start. */
export interface FormsConfig {
  /** UPSTREAM_CALL_ROUTES: which panel a form goes to, after this deployment's changes to the call table. */
  callRoutes: CallRoutes;
  outbox: {
    /** SQLite file (OUTBOX_PATH, read by config.ts); photos are kept in `<path>.files/` beside it. */
    path: string;
    /** Worker tick and first retry delay; later retries back off from it. */
    retryMs: number;
    /** Timeout of one delivery (a multipart post with four photos). */
    deliveryTimeoutMs: number;
    /**
     * How long a mutation waits for its first delivery try before answering queued: a slow
     * back-end must not hold the visitor; the try goes on in the background.
     */
    inlineWaitMs: number;
    /** Retry ceiling, retention and byte quota (OUTBOX_* variables; defaults in outbox/outbox.ts). */
    limits: Partial<OutboxLimits>;
  };
  rateLimit: {
    /** Set: counters in Redis (shared by every gateway process); unset: in memory. */
    redisUrl: string | null;
    perEmail: RateRule;
    perIp: RateRule;
  };
  uploads: {
    /** Whole multipart body; refused with 413 as soon as it passes this (announced or counted). */
    bodyMaxBytes: number;
    /**
     * Ceiling per file while it is streamed to disk. Above the per-photo limit on purpose: a photo a
     * bit too big gets the friendly field error (image_N: validation.photo_size); a grossly oversized
     * file is cut off while it arrives (413). Bounded, and on disk, never in memory.
     */
    fileMaxBytes: number;
    maxFiles: number;
    /** The one mutation a multipart request may run; anything else is refused before its files are read. */
    mutationField: 'submitScoutingApplication';
    /** Uploads received at once by this process, from everyone (UPLOADS_MAX_CONCURRENT). */
    maxConcurrent: number;
    /** Uploads one client may have in flight at once (UPLOADS_MAX_CONCURRENT_PER_CLIENT). */
    maxConcurrentPerClient: number;
    /** Parent of each upload's private temporary folder (UPLOADS_TMP_DIR; the system's temp folder by default). */
    tmpDir: string;
  };
}

export interface RateRule {
  limit: number;
  windowMs: number;
}

type Env = Record<string, string | undefined>;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got '${raw}'`);
  return value;
}

const TEN_MINUTES = 10 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** Only the variables that are set: the outbox's own defaults fill the rest. */
function outboxLimits(env: Env): Partial<OutboxLimits> {
  const set = (name: string, scale: number) =>
    env[name] === undefined || env[name] === '' ? undefined : positiveInt(env, name, 1) * scale;
  const limits: Partial<OutboxLimits> = {
    maxAttempts: set('OUTBOX_MAX_ATTEMPTS', 1),
    maxAgeMs: set('OUTBOX_MAX_AGE_HOURS', HOUR),
    retainDeliveredMs: set('OUTBOX_RETAIN_DELIVERED_HOURS', HOUR),
    retainDeadMs: set('OUTBOX_RETAIN_DEAD_HOURS', HOUR),
    maxBytes: set('OUTBOX_MAX_MB', 1024 * 1024),
  };
  return Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined));
}

export function readFormsConfig(
  config: Pick<GatewayConfig, 'outboxPath' | 'redisUrl' | 'env'> & Partial<Pick<GatewayConfig, 'callRoutes'>>,
): FormsConfig {
  const env = config.env;
  const windowMs = positiveInt(env, 'FORMS_RATE_WINDOW_MS', TEN_MINUTES);
  return {
    callRoutes: config.callRoutes ?? {},
    outbox: {
      path: config.outboxPath,
      retryMs: positiveInt(env, 'OUTBOX_RETRY_MS', 5000),
      deliveryTimeoutMs: positiveInt(env, 'OUTBOX_DELIVERY_TIMEOUT_MS', 15_000),
      inlineWaitMs: positiveInt(env, 'FORMS_INLINE_WAIT_MS', 8000),
      limits: outboxLimits(env),
    },
    rateLimit: {
      redisUrl: config.redisUrl,
      perEmail: { limit: positiveInt(env, 'FORMS_RATE_LIMIT_EMAIL', 5), windowMs },
      perIp: { limit: positiveInt(env, 'FORMS_RATE_LIMIT_IP', 20), windowMs },
    },
    uploads: {
      bodyMaxBytes: positiveInt(env, 'UPLOAD_BODY_MAX_BYTES', UPLOAD_BODY_MAX_BYTES),
      fileMaxBytes: positiveInt(env, 'UPLOAD_FILE_MAX_BYTES', 2 * LIMITS.photoMaxBytes),
      maxFiles: LIMITS.photosRequired,
      mutationField: 'submitScoutingApplication',
      maxConcurrent: positiveInt(env, 'UPLOADS_MAX_CONCURRENT', 4),
      maxConcurrentPerClient: positiveInt(env, 'UPLOADS_MAX_CONCURRENT_PER_CLIENT', 1),
      tmpDir: env.UPLOADS_TMP_DIR || tmpdir(),
    },
  };
}
