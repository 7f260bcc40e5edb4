/** Types of redis-cache-handler.mjs (plain JavaScript: Next imports it at run time). */
import type { Redis } from 'ioredis';
import type { CacheEntry, CacheValue } from './memory-cache-handler.mjs';
import type { FailureLog } from './redis-failures.mjs';

export const REDIS_TIMEOUT_MS: number;
export const PRUNE_EVERY_MS: number;
export function keyPrefixOf(releaseId: string): string;
export function cacheClient(url: string): Redis;
export function lifetimeOf(
  entry: { lifespan?: { revalidate?: unknown; expireAge?: number } | null } | null,
): { revalidate: number; expire: number } | undefined;

export function tagsOf(value: CacheValue | null | undefined, ctx?: { tags?: string[] }): string[];
export function createRenderClock(now?: () => number): {
  began(key: string): void;
  revalidated(tag: string): void;
  outdated(key: string, tags: readonly string[]): boolean;
};

export interface SiteRedisCacheHandler {
  get(key: string, ctx?: object): Promise<(CacheEntry & { tags?: string[] }) | null>;
  set(key: string, value: CacheValue | null, ctx?: object): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}

export interface SiteRedisCacheHandlerClass {
  new (context: object): SiteRedisCacheHandler;
  failures: FailureLog;
  listener: { ready: Promise<boolean>; readonly heard: number; close(): Promise<void> };
  client: Redis;
  pruning: NodeJS.Timeout;
}

export function createRedisCacheHandler(options: {
  redisUrl: string;
  staleSeconds: number;
  releaseOf: () => string;
  client?: Redis;
  subscriber?: Redis;
  log?: (line: string) => void;
  settleMs?: number;
  pruneEveryMs?: number;
}): SiteRedisCacheHandlerClass;
