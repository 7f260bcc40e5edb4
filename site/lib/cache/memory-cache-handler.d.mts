/** Types of memory-cache-handler.mjs (plain JavaScript: Next imports it at run time). */
import type { LRUCache } from 'lru-cache';

export interface CacheValue {
  kind: string;
  status?: number;
  headers?: Record<string, unknown>;
  [part: string]: unknown;
}

export interface CacheEntry {
  value: CacheValue;
  lastModified: number;
  cacheControl?: { revalidate: number | false; expire?: number };
}

export interface CacheStore {
  entries: LRUCache<string, CacheEntry>;
  revalidated: LRUCache<string, number>;
  lifetimes: Map<string, unknown> | null;
  staleSeconds: number;
}

export const DEFAULT_CACHE_MAX_BYTES: number;
export function cacheMaxBytes(env?: Record<string, string | undefined>): number;
export function isStorable(value: CacheValue | null | undefined): boolean;
export function entryBytes(key: string, value: CacheValue): number;
export function ownBytes<T>(part: T): T;
export function compacted(value: CacheValue): CacheValue;
export function mayKeep(value: CacheValue | null | undefined): boolean;
export function fetchExpired(
  entry: { value?: CacheValue | null; lastModified: number },
  ctx: { revalidate?: number } | undefined,
  staleSeconds: number,
  now?: number,
): boolean;
export function nextLifetimes(): Map<string, unknown> | null;
export function createStore(
  maxBytes: number,
  lifetimes?: Map<string, unknown> | null,
  options?: { staleSeconds?: number },
): CacheStore;

export default class MemoryCacheHandler {
  constructor(context: unknown, store?: CacheStore);
  store: CacheStore;
  get(key: string, ctx?: { tags?: string[]; softTags?: string[]; revalidate?: number }): Promise<CacheEntry | null>;
  set(key: string, value: CacheValue | null, ctx?: { fetchCache?: boolean; cacheControl?: unknown }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
