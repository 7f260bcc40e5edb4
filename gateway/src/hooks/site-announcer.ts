import { Redis } from 'ioredis';
import { encodeRevalidation, SITE_REVALIDATE_CHANNEL } from '@agency/schema/site-cache';
import type { Logger } from 'pino';

/**
 * Tells every site replica which cache tags the revalidate hook covers: published on the Redis
 * channel the sites' cache handlers listen to (site/lib/cache/revalidation-listener.mjs), which
 * reaches each replica, however many, without the gateway knowing their addresses.
 */
export interface SiteAnnouncer {
  /** How many site replicas heard it (Redis counts the subscribers), or null when Redis could not be reached. */
  announce(tags: readonly string[]): Promise<number | null>;
  close(): Promise<void>;
}

export function createSiteAnnouncer(redisUrl: string, logger: Logger): SiteAnnouncer {
  // A hook waits for Redis a moment at most: the store is invalidated whatever happens here.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 2000 });
  redis.on('error', () => {
    /* reported when an announcement fails; ioredis reconnects by itself */
  });
  return {
    async announce(tags) {
      try {
        return await redis.publish(SITE_REVALIDATE_CHANNEL, encodeRevalidation(tags));
      } catch (error) {
        logger.error({ err: error, tags }, 'revalidate hook: the sites could not be told (Redis)');
        return null;
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
