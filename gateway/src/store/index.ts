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
  config: Pick<GatewayConfig, 'redisUrl' | 'storeMaxEntries' | 'ttlSeconds'> &
    Partial<Pick<GatewayConfig, 'siteSecret'>>,
  logger?: Logger,
  onLookup?: (lookup: ContentLookup) => void,
): ContentStore {
  const backend = config.redisUrl
    ? redisBackend(config.redisUrl, {
        nearEntries: config.storeMaxEntries,
        signingSecret: storeSigningSecret(config.siteSecret ?? null, config.redisUrl, logger),
        onTampered: (key) => logger?.error({ key }, 'store entry failed its integrity check; reloaded, not served'),
      })
    : memoryBackend(config.storeMaxEntries);
  return createContentStore(backend, {
    ttlSeconds: config.ttlSeconds,
    logger,
    maxLoaders: config.storeMaxEntries,
    onLookup,
  });
}

/**
 * The secret Redis entries are signed with: SITE_GATEWAY_SECRET, which every gateway of a
 * deployment holds and Redis never sees. Without it (development) the Redis address stands in,
 * which proves nothing against whoever can reach Redis: said at start.
 */
function storeSigningSecret(siteSecret: string | null, redisUrl: string, logger?: Logger): string {
  if (siteSecret) return siteSecret;
  logger?.warn('REDIS_URL without SITE_GATEWAY_SECRET: store entries are signed with the Redis address only');
  return `redis-url:${redisUrl}`;
}
