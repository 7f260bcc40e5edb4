import type { FieldError } from '@agency/schema/validation';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../../config';
import { createOutbox, openOutboxStorage, type Deliver, type Outbox } from '../../outbox';
import { createRateLimiter, type RateLimiter } from '../../security';
import type { Upstream } from '../../upstream/client';
import { readFormsConfig, type FormsConfig } from './config';
import { createFormDelivery } from './delivery';
import { createFairQueue } from '../../security/fair-queue';
import { createPhotoDecoder } from './photos/decoder';
import { REENCODE, type PhotoOutcome, type PhotoPipeline } from './photos';

/** What the form mutations need besides the upstream client; one instance per gateway. */
export interface FormsServices {
  config: FormsConfig;
  outbox: Outbox<FieldError[]>;
  /** The outbox's delivery, also used directly when the outbox itself cannot take a submission. */
  deliver: Deliver<FieldError[]>;
  rateLimiter: RateLimiter;
  /** Decoder processes for uploaded photos and the per-address queue in front of them. */
  photos: PhotoPipeline;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

declare module '../../context' {
  interface GatewayContext {
    /** Outbox, rate limiter and settings of the form mutations (see modules/forms/services.ts). */
    forms: FormsServices;
  }
}

export interface FormsRuntime {
  services: FormsServices;
  /** Starts the outbox worker (first pass at once: entries left by a previous run). */
  start(): Promise<void>;
  /** Stops the worker, closes the outbox's store (not a shared pool: its owner's) and the rate limiter's connection. */
  stop(): Promise<void>;
}

/**
 * Builds the forms path's long-lived parts. The gateway owns the lifecycle: start() after the
 * server listens, stop() on close. `hooks.database`: the gateway's PostgreSQL pool (DATABASE_URL), which
 * then holds the outbox shared by every gateway; null keeps it in SQLite at OUTBOX_PATH.
 */
export function createFormsRuntime(
  gatewayConfig: Pick<GatewayConfig, 'outboxPath' | 'redisUrl' | 'vars'>,
  upstream: Upstream,
  logger: Pick<Logger, 'info' | 'warn' | 'error'>,
  hooks: {
    onDeadLetter?: (letter: { kind: string; backend: string; cause: string }) => void;
    /** What became of each application's photos (metrics). */
    onPhotos?: (outcome: PhotoOutcome) => void;
    /** The pool of DATABASE_URL: the outbox then lives in PostgreSQL, shared by every gateway. */
    database?: pg.Pool | null;
  } = {},
): FormsRuntime {
  const config = readFormsConfig(gatewayConfig);
  const deliver = createFormDelivery(upstream, config.outbox.deliveryTimeoutMs, config.fieldNames);
  const outbox = createOutbox<FieldError[]>({
    storage: openOutboxStorage({ database: hooks.database ?? null, path: config.outbox.path }),
    retryMs: config.outbox.retryMs,
    deliver,
    // Twice a try's own ceiling: a live try always records its outcome within its lease, and the
    // entries a gateway held when it died go to the others that long after (a scale-down, a kill).
    leaseMs: 2 * config.outbox.deliveryTimeoutMs,
    limits: config.outbox.limits,
    onError: (error, where) => logger.error({ err: error, ...where }, 'outbox failure'),
    // A submission we could not hand over is the agency's loss: error level, and a metric to alert on.
    onDelivered: (entry) => logger.info(entry, 'submission delivered'),
    onDeadLetter: (letter) => {
      logger.error(letter, 'submission moved to the dead letters (list and replay with `pnpm outbox`)');
      hooks.onDeadLetter?.(letter);
    },
  });
  // Fails closed: while Redis cannot count, a submission is refused as UpstreamUnavailable (see
  // submit.ts) rather than let through uncounted, which would hand a spammer unlimited tries.
  const rateLimiter = createRateLimiter(config.rateLimit.redisUrl, {
    prefix: 'forms:rate:',
    whenUnavailable: 'refuse',
    onError: (error) => logger.error({ err: error }, 'form rate limiter unavailable; refusing submissions'),
  });
  const photos: PhotoPipeline = {
    decoder: createPhotoDecoder({
      processes: config.photos.decodeConcurrency,
      timeoutMs: config.photos.decodeTimeoutMs,
      settings: REENCODE,
    }),
    queue: createFairQueue({
      concurrency: config.photos.decodeConcurrency,
      maxWaiting: config.photos.queueMax,
      maxWaitingPerKey: config.photos.queueMaxPerClient,
      maxWaitMs: config.photos.queueMaxWaitMs,
    }),
    logger,
    onOutcome: hooks.onPhotos,
  };
  const services: FormsServices = { config, outbox, deliver, rateLimiter, photos, logger };
  return {
    services,
    start: () => outbox.start(),
    async stop() {
      await outbox.stop();
      await rateLimiter.close();
      await photos.decoder.close();
    },
  };
}
