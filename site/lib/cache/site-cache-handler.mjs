// The site's cache handler (next.config.ts `cacheHandler`): pages, route answers and gateway
// fetches shared by every replica through Redis when SITE_REDIS_URL is set (redis-cache-handler.mjs),
// else kept in this process's memory under SITE_CACHE_MAX_BYTES (memory-cache-handler.mjs). A
// build never uses Redis: what it prerenders belongs to no running deployment. Plain JavaScript:
// Next imports it at run time, outside its bundles.
import MemoryCacheHandler from './memory-cache-handler.mjs';
import { isBuildPhase, readCacheSettings, releaseOf } from './cache-settings.mjs';
import { createRedisCacheHandler } from './redis-cache-handler.mjs';

const settings = readCacheSettings();
const shared = settings.redisUrl !== null && !isBuildPhase();

/**
 * One per process: Next loads this file for its server and bundles a copy into the proxy
 * (middleware), which runs in a context of its own (another globalThis, the same process); each
 * Redis handler holds a connection and a subscription, so the first made is kept on `process`.
 */
const ONE_PER_PROCESS = Symbol.for('agency.site.redis-cache-handler');
function sharedHandler() {
  if (!process[ONE_PER_PROCESS]) {
    console.log('site cache: pages and gateway answers shared through Redis (SITE_REDIS_URL)');
    process[ONE_PER_PROCESS] = createRedisCacheHandler({
      redisUrl: settings.redisUrl,
      staleSeconds: settings.staleSeconds,
      releaseOf,
    });
  }
  return process[ONE_PER_PROCESS];
}

export default shared ? sharedHandler() : MemoryCacheHandler;
