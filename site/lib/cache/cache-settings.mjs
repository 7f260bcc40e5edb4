// How long the site keeps pages and gateway answers, and where (memory or Redis): read from the
// environment when the server starts, by the cache handler and by the server's Next config
// (lib/shell/start-settings.mjs), and by the app's config (lib/config.ts): SITE_REVALIDATE_SECONDS
// is read here only. Plain JavaScript: Next imports the handler at run time.
import { wholeNumber } from '../shell/whole-number.mjs';

/**
 * The `revalidate` every content route exports (app/**\/page.tsx: Next reads it from the file, so it
 * cannot come from the environment; cache-settings.test.ts checks each route says this number).
 */
export const ROUTE_REVALIDATE_SECONDS = 60;
export const DEFAULT_REVALIDATE_SECONDS = 60;
/**
 * How long past its freshness a page or a gateway answer may still be served while it is read
 * again (stale-while-revalidate): a page asked for at least once in freshness + this is never
 * waited for, and nothing older than that is served, here or by a CDN that follows the header.
 */
export const DEFAULT_STALE_SECONDS = 60;

/** SITE_REDIS_URL, when set: a redis:// or rediss:// URL (a password goes in it: redis://:secret@host:6379). */
function redisUrl(raw) {
  if (raw === undefined || raw === '') return null;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('SITE_REDIS_URL must be a redis:// or rediss:// URL');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new Error('SITE_REDIS_URL must be a redis:// or rediss:// URL');
  }
  return raw;
}

/**
 * The cache's settings, or an error naming the variable at fault.
 * - redisUrl: SITE_REDIS_URL (null: each instance keeps its own cache in memory);
 * - revalidateSeconds: SITE_REVALIDATE_SECONDS, the freshness of gateway answers (pages take the
 *   smaller of it and their route's);
 * - staleSeconds: SITE_STALE_SECONDS, served stale past freshness at most this long;
 * - pageExpireSeconds: a page is never served this long after it was rendered (Next's expireTime:
 *   the pages' Cache-Control says `s-maxage=<freshness>, stale-while-revalidate=<staleSeconds>`).
 */
export function readCacheSettings(env = process.env) {
  const revalidateSeconds = wholeNumber(
    'SITE_REVALIDATE_SECONDS',
    env.SITE_REVALIDATE_SECONDS,
    DEFAULT_REVALIDATE_SECONDS,
    {
      unit: 'seconds',
    },
  );
  const staleSeconds = wholeNumber('SITE_STALE_SECONDS', env.SITE_STALE_SECONDS, DEFAULT_STALE_SECONDS, {
    min: 1,
    unit: 'seconds',
  });
  const pageRevalidateSeconds = Math.min(ROUTE_REVALIDATE_SECONDS, revalidateSeconds || ROUTE_REVALIDATE_SECONDS);
  return {
    redisUrl: redisUrl(env.SITE_REDIS_URL),
    revalidateSeconds,
    staleSeconds,
    pageExpireSeconds: pageRevalidateSeconds + staleSeconds,
  };
}

/**
 * The release whose pages the cache holds (RELEASE_ID, which Next publishes as its deployment id
 * when the server starts): shared entries are kept per release, as the gateway's store is, so two
 * releases side by side in a rolling update never serve each other's pages or chunk names.
 */
export const releaseOf = (env = process.env) => env.NEXT_DEPLOYMENT_ID || 'dev';

export const DEFAULT_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** SITE_CACHE_MAX_BYTES, or the default; anything but a positive whole number is a startup error. */
export function cacheMaxBytes(env = process.env) {
  return wholeNumber('SITE_CACHE_MAX_BYTES', env.SITE_CACHE_MAX_BYTES, DEFAULT_CACHE_MAX_BYTES, {
    min: 1024 * 1024,
    unit: 'bytes',
    minLabel: '1 MiB',
  });
}

/** Whether this process is `next build` (NEXT_PHASE): a build uses no deployment's Redis. */
export const isBuildPhase = (env = process.env) => env.NEXT_PHASE === 'phase-production-build';
