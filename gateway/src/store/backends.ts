import { LRUCache } from 'lru-cache';
import { Redis } from 'ioredis';

/** What the store keeps per key: the last good value and when it stops being fresh. */
export interface StoreEntry {
  value: unknown;
  storedAt: number;
  freshUntil: number;
  /** Set by the revalidate hook: the next read reloads in the foreground. */
  revalidate?: boolean;
}

/** Where entries live: memory for one instance, Redis when instances share. */
export interface EntryBackend {
  get(key: string): Promise<StoreEntry | undefined>;
  /**
   * In-process backends only: the entry object held now, synchronously (the same object get()
   * answers, so a reader can tell whether an entry it used is still the one stored).
   */
  current?(key: string): StoreEntry | undefined;
  set(key: string, entry: StoreEntry): Promise<void>;
  /** Removes an entry (its content no longer exists). */
  delete(key: string): Promise<void>;
  keys(): Promise<string[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Entries outlive their freshness so they can be served stale when a back-end fails; the LRU
 * bound (or Redis' retention) is what evicts them.
 */
export function memoryBackend(maxEntries: number): EntryBackend {
  const cache = new LRUCache<string, StoreEntry>({ max: maxEntries });
  return {
    async get(key) {
      return cache.get(key);
    },
    current(key) {
      return cache.get(key);
    },
    async set(key, entry) {
      cache.set(key, entry);
    },
    async delete(key) {
      cache.delete(key);
    },
    async keys() {
      return [...cache.keys()];
    },
    async ping() {},
    async close() {
      cache.clear();
    },
  };
}

const REDIS_PREFIX = 'agency:store:';
/** How long Redis keeps an entry for serve-stale after its last refresh. */
const REDIS_RETENTION_MS = 24 * 60 * 60 * 1000;

export function redisBackend(url: string): EntryBackend {
  // Commands wait for the connection, but fail after one reconnect attempt while Redis is away:
  // the store then treats reads as misses and loads from the back-end directly.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 1000 });
  redis.on('error', () => {
    /* reported through ping() and failed commands; ioredis reconnects by itself */
  });
  return {
    async get(key) {
      const raw = await redis.get(REDIS_PREFIX + key);
      return raw === null ? undefined : (JSON.parse(raw) as StoreEntry);
    },
    async set(key, entry) {
      await redis.set(REDIS_PREFIX + key, JSON.stringify(entry), 'PX', REDIS_RETENTION_MS);
    },
    async delete(key) {
      await redis.del(REDIS_PREFIX + key);
    },
    async keys() {
      const found: string[] = [];
      let cursor = '0';
      do {
        const [next, batch] = await redis.scan(cursor, 'MATCH', `${REDIS_PREFIX}*`, 'COUNT', 500);
        cursor = next;
        for (const key of batch) found.push(key.slice(REDIS_PREFIX.length));
      } while (cursor !== '0');
      return found;
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      redis.disconnect();
    },
  };
}
