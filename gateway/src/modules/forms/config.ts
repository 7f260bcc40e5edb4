import type { CallRoutes } from '@agency/schema/upstream-calls';
import { tmpdir } from 'node:os';
import { LIMITS, UPLOAD_BODY_MAX_BYTES } from '@agency/schema/validation';
import type { GatewayConfig } from '../../config';
import type { GatewayVars } from '../../config-vars';
import type { OutboxLimits } from '../../outbox';
import { parseFormFieldNames, type FormFieldNames } from './field-names';
import type { UploadPace } from '../../security/multipart';

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
  /**
   * FORM_FIELD_NAMES: the fields a panel names differently from us, applied when a submission is
   * delivered (so a dead letter replayed after a fix goes out under the fixed names).
   */
  fieldNames: FormFieldNames;
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
    /**
     * How slowly an upload may arrive before it is ended with 408 and its slot freed:
     * UPLOAD_IDLE_TIMEOUT_MS without a byte, or below UPLOAD_MIN_BYTES_PER_SECOND on average once
     * its files are read (counted after the same time as the idle timeout, a connection's slow
     * start). A phone on a poor 3G link sends 50 KiB/s or more.
     */
    pace: UploadPace;
  };
  /**
   * Re-encoding the photos of accepted uploads: in decoder processes with a time budget per photo
   * (photos/decoder.ts), behind a queue that serves visitor addresses in turn (security/fair-queue.ts).
   * An application waits there with its files on disk, its upload slot already free: the disk
   * uploads may hold is (UPLOADS_MAX_CONCURRENT + PHOTO_QUEUE_MAX + PHOTO_DECODE_CONCURRENCY)
   * bodies of at most UPLOAD_BODY_MAX_BYTES.
   */
  photos: {
    /** Decoder processes, each re-encoding one photo at a time (PHOTO_DECODE_CONCURRENCY). */
    decodeConcurrency: number;
    /** One photo's time budget in its decoder; past it the process is killed (PHOTO_DECODE_TIMEOUT_MS). */
    decodeTimeoutMs: number;
    /** Applications waiting for a decoder, from everyone (PHOTO_QUEUE_MAX) and per address (PHOTO_QUEUE_MAX_PER_CLIENT). */
    queueMax: number;
    queueMaxPerClient: number;
    /** Longest an application waits for its turn before it is refused with a time to try again (PHOTO_QUEUE_MAX_WAIT_MS). */
    queueMaxWaitMs: number;
  };
}

export interface RateRule {
  limit: number;
  windowMs: number;
}

const HOUR = 60 * 60 * 1000;

/** Only the variables that are set: the outbox's own defaults fill the rest. */
function outboxLimits(vars: GatewayVars): Partial<OutboxLimits> {
  const scaled = (value: number | undefined, scale: number) => (value === undefined ? undefined : value * scale);
  const limits: Partial<OutboxLimits> = {
    maxAttempts: vars.OUTBOX_MAX_ATTEMPTS,
    maxAgeMs: scaled(vars.OUTBOX_MAX_AGE_HOURS, HOUR),
    retainDeliveredMs: scaled(vars.OUTBOX_RETAIN_DELIVERED_HOURS, HOUR),
    retainDeadMs: scaled(vars.OUTBOX_RETAIN_DEAD_HOURS, HOUR),
    maxBytes: scaled(vars.OUTBOX_MAX_MB, 1024 * 1024),
    reserveWithoutFilesBytes: scaled(vars.OUTBOX_RESERVE_MB, 1024 * 1024),
    maxBytesPerClient: scaled(vars.OUTBOX_MAX_MB_PER_CLIENT, 1024 * 1024),
  };
  return Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined));
}

/** The forms' settings from the gateway's checked variables (config-vars.ts). */
export function readFormsConfig(
  config: Pick<GatewayConfig, 'outboxPath' | 'redisUrl' | 'vars'> & Partial<Pick<GatewayConfig, 'callRoutes'>>,
): FormsConfig {
  const vars = config.vars;
  const windowMs = vars.FORMS_RATE_WINDOW_MS;
  return {
    callRoutes: config.callRoutes ?? {},
    outbox: {
      path: config.outboxPath,
      retryMs: vars.OUTBOX_RETRY_MS,
      deliveryTimeoutMs: vars.OUTBOX_DELIVERY_TIMEOUT_MS,
      inlineWaitMs: vars.FORMS_INLINE_WAIT_MS,
      limits: outboxLimits(vars),
    },
    fieldNames: parseFormFieldNames(vars.FORM_FIELD_NAMES),
    rateLimit: {
      redisUrl: config.redisUrl,
      perEmail: { limit: vars.FORMS_RATE_LIMIT_EMAIL, windowMs },
      perIp: { limit: vars.FORMS_RATE_LIMIT_IP, windowMs },
    },
    uploads: {
      bodyMaxBytes: vars.UPLOAD_BODY_MAX_BYTES ?? UPLOAD_BODY_MAX_BYTES,
      fileMaxBytes: vars.UPLOAD_FILE_MAX_BYTES ?? 2 * LIMITS.photoMaxBytes,
      maxFiles: LIMITS.photosRequired,
      mutationField: 'submitScoutingApplication',
      maxConcurrent: vars.UPLOADS_MAX_CONCURRENT,
      maxConcurrentPerClient: vars.UPLOADS_MAX_CONCURRENT_PER_CLIENT,
      tmpDir: vars.UPLOADS_TMP_DIR || tmpdir(),
      pace: {
        idleMs: vars.UPLOAD_IDLE_TIMEOUT_MS,
        minBytesPerSecond: vars.UPLOAD_MIN_BYTES_PER_SECOND,
        graceMs: vars.UPLOAD_IDLE_TIMEOUT_MS,
      },
    },
    photos: {
      decodeConcurrency: vars.PHOTO_DECODE_CONCURRENCY,
      decodeTimeoutMs: vars.PHOTO_DECODE_TIMEOUT_MS,
      queueMax: vars.PHOTO_QUEUE_MAX,
      queueMaxPerClient: vars.PHOTO_QUEUE_MAX_PER_CLIENT,
      queueMaxWaitMs: vars.PHOTO_QUEUE_MAX_WAIT_MS,
    },
  };
}
