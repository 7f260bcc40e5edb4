import { LRUCache } from 'lru-cache';
import type { ContentStore, StoreRead } from '../../store';

interface Kept<V> {
  value: V;
  bytes: number;
  reads: readonly StoreRead[];
}

export interface CardCache<V> {
  /** The kept value while every store entry it was built from is still the one stored and fresh. */
  get(key: string): V | undefined;
  /**
   * Keeps a value built from these store reads, unless a read was not answered by a fresh entry
   * (stale, fallback, failure), an entry changed while it was built, or it is too large.
   */
  set(key: string, value: V, bytes: number, reads: readonly StoreRead[]): boolean;
  /** Values and bytes kept now (tests, metrics). */
  stats(): { entries: number; bytes: number };
}

/**
 * Generated documents and prepared photos, tied to the store entries they were built from, as the
 * answer cache does (plugins/useResultCache.ts): a value is served only while `store.stillCurrent`
 * says each of those entries is still the very one stored and still fresh, so a refresh, the
 * revalidate hook (POST /hooks/revalidate), an eviction or the end of an entry's freshness shows on
 * the very next request. Bounded in bytes (LRU); one value takes at most a quarter of the budget.
 * With Redis (REDIS_URL) the store hears of other instances' changes, so cards are kept per
 * instance there too; a store that cannot vouch for its entries (tracksVersions false) keeps none.
 */
export function createCardCache<V>(store: ContentStore, maxBytes: number): CardCache<V> {
  if (maxBytes <= 0 || !store.tracksVersions) {
    return { get: () => undefined, set: () => false, stats: () => ({ entries: 0, bytes: 0 }) };
  }
  const kept = new LRUCache<string, Kept<V>>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entry.bytes + 2 * key.length + 64 * entry.reads.length + 64,
  });
  return {
    get(key) {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (store.stillCurrent(entry.reads)) return entry.value;
      kept.delete(key);
      return undefined;
    },
    set(key, value, bytes, reads) {
      if (bytes > maxBytes / 4 || reads.length === 0 || !store.stillCurrent(reads)) return false;
      kept.set(key, { value, bytes, reads });
      return true;
    },
    stats: () => ({ entries: kept.size, bytes: kept.calculatedSize }),
  };
}
