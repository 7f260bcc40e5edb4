// The site's cache handler (next.config.ts `cacheHandler`): pages, route answers and gateway
// fetches shared by every replica through Redis when SITE_REDIS_URL is set (redis-cache-handler.mjs),
// else kept in this process's memory under SITE_CACHE_MAX_BYTES (memory-cache-handler.mjs). A
// build never uses Redis: what it prerenders belongs to no running deployment. Plain JavaScript:
// Next imports it at run time, outside its bundles.
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import MemoryCacheHandler from './memory-cache-handler.mjs';
import { readCacheSettings, releaseOf } from './cache-settings.mjs';
import { createRedisCacheHandler } from './redis-cache-handler.mjs';

const settings = readCacheSettings();
const shared = settings.redisUrl !== null && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD;
if (shared) console.log('site cache: pages and gateway answers shared through Redis (SITE_REDIS_URL)');

export default shared
  ? createRedisCacheHandler({ redisUrl: settings.redisUrl, staleSeconds: settings.staleSeconds, releaseOf })
  : MemoryCacheHandler;
