/** Types of cache-settings.mjs (plain JavaScript: Next imports the cache handler at run time). */
export const ROUTE_REVALIDATE_SECONDS: number;
export const DEFAULT_REVALIDATE_SECONDS: number;
export const DEFAULT_STALE_SECONDS: number;

export interface CacheSettings {
  redisUrl: string | null;
  revalidateSeconds: number;
  staleSeconds: number;
  pageExpireSeconds: number;
}

export function readCacheSettings(env?: Record<string, string | undefined>): CacheSettings;
export function releaseOf(env?: Record<string, string | undefined>): string;
