import type { Logger } from 'pino';
import type { GatewayConfig } from '../config';
import { memoryBackend, redisBackend } from './backends';
import { createContentStore } from './content-store';
import type { ContentLookup, ContentStore } from './types';

export type {
  ContentStore,
  StoreKey,
  StoreRead,
  StoreStats,
  ContentType,
  InvalidationMatch,
  ContentLookup,
} from './types';

/** In-process LRU by default; Redis when REDIS_URL is set, so several gateway instances share one store. */
export function createStoreFromConfig(
  config: Pick<GatewayConfig, 'redisUrl' | 'storeMaxEntries' | 'ttlSeconds'>,
  logger?: Logger,
  onLookup?: (lookup: ContentLookup) => void,
): ContentStore {
  const backend = config.redisUrl
    ? redisBackend(config.redisUrl, { nearEntries: config.storeMaxEntries })
    : memoryBackend(config.storeMaxEntries);
  return createContentStore(backend, {
    ttlSeconds: config.ttlSeconds,
    logger,
    maxLoaders: config.storeMaxEntries,
    onLookup,
  });
}
