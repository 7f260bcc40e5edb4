import { GraphQLError } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import type { StoreTtls } from '../config';
import { isUpstreamError } from '../upstream/errors';
import { createAbsentKeys, type AbsentKeys } from './absent-keys';
import type { EntryBackend, StoreEntry } from './backends';
import { keyMatches, storeKey } from './keys';
import type { ContentLookup, ContentStore, ContentType, StoreKey, StoreRead, StoreStats } from './types';

/** Which freshness setting each content type follows. */
const TTL_GROUP: Record<ContentType, keyof StoreTtls> = {
  talents: 'talents',
  talent: 'talents',
  posts: 'posts',
  post: 'posts',
  content: 'site',
  staff: 'site',
  contacts: 'site',
  social: 'site',
  logos: 'site',
  home: 'site',
  options: 'options',
};

/** The coded error a client sees when content was never fetched and the back-end fails now. */
export function unavailableError(error: unknown): GraphQLError {
  const backend = isUpstreamError(error) ? error.backend : undefined;
  return new GraphQLError('The content service is unavailable; try again shortly.', {
    // No originalError on purpose: yoga masks coded errors that wrap a non-GraphQL cause. The
    // cause is logged by the store instead.
    // HTTP 503 for the whole answer: caches in front (Next's data cache keeps only 200 answers)
    // must not keep a failure once the back-end is back.
    extensions: { code: 'UPSTREAM_UNAVAILABLE', ...(backend ? { backend } : {}), http: { status: 503 } },
  });
}

/**
 * Shared content the revalidate hook reloads at once (lists and site documents: a few keys per
 * brand), so the first visitor after a CMS edit does not wait for the back-end. Single profiles
 * and posts, which can be many, reload on their next read.
 */
export const EAGER_TYPES: ReadonlySet<ContentType> = new Set([
  'talents',
  'posts',
  'content',
  'staff',
  'contacts',
  'social',
  'logos',
  'home',
  'options',
]);

export function createContentStore(
  backend: EntryBackend,
  options: {
    ttlSeconds: StoreTtls;
    logger?: Pick<Logger, 'warn' | 'debug'>;
    now?: () => number;
    maxLoaders?: number;
    /** Called once per get() with how it was answered (metrics). */
    onLookup?: (lookup: ContentLookup) => void;
    /** Keys known not to exist (bounded, short-lived); default: ABSENT_MAX_KEYS for ABSENT_TTL_MS. */
    absent?: AbsentKeys;
  },
): ContentStore & { stats(): Promise<StoreStats> } {
  const now = options.now ?? Date.now;
  const absent = options.absent ?? createAbsentKeys({ now });
  const counted = (type: ContentType, result: ContentLookup['result']) => options.onLookup?.({ type, result });
  // The last loader seen per key, so the revalidate hook can reload eager types itself. Loaders
  // capture only long-lived parts (the upstream client), never a request.
  const loaders = new LRUCache<string, { type: ContentType; loader: () => Promise<unknown> }>({
    max: options.maxLoaders ?? 5000,
  });
  // Single flight per key: one load at a time, whoever asks. Settles with the entry it stored.
  const loading = new Map<string, Promise<StoreEntry>>();
  const background = new Set<Promise<unknown>>();

  async function readEntry(key: string): Promise<StoreEntry | undefined> {
    try {
      return await backend.get(key);
    } catch (error) {
      // A broken cache must not break reads: treat it as a miss.
      options.logger?.warn({ err: error, key }, 'store read failed');
      return undefined;
    }
  }

  function load(key: string, type: ContentType, loader: () => Promise<unknown>): Promise<StoreEntry> {
    const existing = loading.get(key);
    if (existing) return existing;
    const promise = (async () => {
      const value = await loader();
      const storedAt = now();
      const entry: StoreEntry = { value, storedAt, freshUntil: storedAt + options.ttlSeconds[TTL_GROUP[type]] * 1000 };
      if (value === null || value === undefined) {
        // A miss (the thing does not exist) is never stored as content: random ids cannot fill
        // the store or push content out. It is remembered in the small absent-keys map instead,
        // and content that vanished leaves the store.
        absent.add(key);
        try {
          await backend.delete(key);
        } catch (error) {
          options.logger?.warn({ err: error, key }, 'store delete failed');
        }
        return entry;
      }
      try {
        await backend.set(key, entry);
      } catch (error) {
        options.logger?.warn({ err: error, key }, 'store write failed');
      }
      return entry;
    })().finally(() => loading.delete(key));
    loading.set(key, promise);
    return promise;
  }

  function refreshInBackground(key: string, type: ContentType, loader: () => Promise<unknown>): void {
    if (loading.has(key)) return;
    const refresh = load(key, type, loader)
      .catch((error: unknown) => {
        // Serve-stale: the old entry stays until a refresh succeeds.
        options.logger?.warn({ err: error, key }, 'background refresh failed; serving stale');
      })
      .finally(() => background.delete(refresh));
    background.add(refresh);
  }

  const current = backend.current?.bind(backend);

  // When each key was last renewed (tried, whatever the outcome) and whether that try failed:
  // renew() reloads a key at most once per its maxAgeMs even while the back-end fails, and within
  // that period a failed try is answered again without a call. Bounded: callers renew a few list keys.
  const renewedAt = new LRUCache<string, { at: number; failure: GraphQLError | null }>({
    max: options.maxLoaders ?? 5000,
  });

  /** Loads a key now (single flight); on failure answers the previous entry, else throws coded. */
  async function loadOrFallback<T>(
    id: string,
    type: ContentType,
    loader: () => Promise<T>,
    entry: StoreEntry | undefined,
    onRead?: (read: StoreRead) => void,
  ): Promise<T> {
    try {
      const loaded = await load(id, type, loader);
      counted(type, 'miss');
      onRead?.({ id, type, entry: loaded });
      return loaded.value as T;
    } catch (error) {
      onRead?.({ id, type, entry: undefined });
      if (entry) {
        options.logger?.warn({ err: error, key: id }, 'reload failed; serving the previous value');
        counted(type, 'fallback');
        return entry.value as T;
      }
      counted(type, 'error');
      if (isUpstreamError(error)) {
        options.logger?.warn({ err: error, key: id }, 'load failed with nothing stored');
        throw unavailableError(error);
      }
      throw error;
    }
  }

  const store: ContentStore & { stats(): Promise<StoreStats> } = {
    async get<T>(key: StoreKey, loader: () => Promise<T>, onRead?: (read: StoreRead) => void): Promise<T> {
      const id = storeKey(key);
      if (absent.has(id)) {
        counted(key.type, 'absent');
        onRead?.({ id, type: key.type, entry: undefined });
        return null as T;
      }
      if (EAGER_TYPES.has(key.type)) loaders.set(id, { type: key.type, loader });
      const entry = await readEntry(id);
      if (entry && !entry.revalidate) {
        const stale = now() >= entry.freshUntil;
        if (stale) refreshInBackground(id, key.type, loader);
        counted(key.type, stale ? 'stale' : 'hit');
        onRead?.({ id, type: key.type, entry: stale ? undefined : entry });
        return entry.value as T;
      }
      return loadOrFallback(id, key.type, loader, entry, onRead);
    },

    async renew<T>(
      key: StoreKey,
      loader: () => Promise<T>,
      maxAgeMs: number,
      onRead?: (read: StoreRead) => void,
    ): Promise<T> {
      const id = storeKey(key);
      const at = now();
      const entry = await readEntry(id);
      const young = entry && !entry.revalidate && at - entry.storedAt < maxAgeMs;
      const lastTry = renewedAt.get(id);
      const triedLately = lastTry !== undefined && at - lastTry.at < maxAgeMs;
      // Joins a renewal under way (single flight), else starts one only if neither young nor tried lately.
      if (!loading.has(id) && (young || triedLately)) {
        // The caller needs the entry confirmed: a renewal that failed lately fails again, without a call.
        if (!young && lastTry?.failure) throw lastTry.failure;
        if (entry) {
          const fresh = !entry.revalidate && at < entry.freshUntil;
          counted(key.type, fresh ? 'hit' : 'stale');
          onRead?.({ id, type: key.type, entry: fresh ? entry : undefined });
          return entry.value as T;
        }
        return store.get(key, loader, onRead);
      }
      const joining = loading.has(id);
      if (EAGER_TYPES.has(key.type)) loaders.set(id, { type: key.type, loader });
      try {
        const loaded = await load(id, key.type, loader);
        if (!joining) renewedAt.set(id, { at, failure: null });
        counted(key.type, 'miss');
        onRead?.({ id, type: key.type, entry: loaded });
        return loaded.value as T;
      } catch (error) {
        onRead?.({ id, type: key.type, entry: undefined });
        counted(key.type, 'error');
        // Unlike get(), no fallback to the previous value: the caller asked because that value
        // lacked something, and only the back-end can say whether it exists (a 503, never a false 404).
        const failure = isUpstreamError(error) ? unavailableError(error) : null;
        if (!joining) renewedAt.set(id, { at, failure });
        options.logger?.warn({ err: error, key: id }, 'renewal failed');
        throw failure ?? error;
      }
    },

    async invalidate(match) {
      // Content just created may be among the keys remembered as absent.
      for (const key of absent.keys()) if (keyMatches(key, match)) absent.delete(key);
      let count = 0;
      for (const key of await backend.keys()) {
        if (!keyMatches(key, match)) continue;
        const entry = await backend.get(key);
        if (!entry) continue;
        await backend.set(key, { ...entry, revalidate: true });
        count += 1;
        const known = loaders.get(key);
        if (known) refreshInBackground(key, known.type, known.loader);
      }
      return count;
    },

    tracksVersions: current !== undefined,

    stillCurrent(reads) {
      if (!current) return false;
      const at = now();
      for (const { id, entry } of reads) {
        if (!entry || current(id) !== entry) return false;
        const stored = entry as StoreEntry;
        if (stored.revalidate || at >= stored.freshUntil) return false;
      }
      return true;
    },

    freshness(reads) {
      if (!current || reads.length === 0) return null;
      const at = now();
      let freshForMs = Infinity;
      let ttlMs = Infinity;
      for (const { id, entry } of reads) {
        if (!entry || current(id) !== entry) return null;
        const stored = entry as StoreEntry;
        if (stored.revalidate || at >= stored.freshUntil) return null;
        freshForMs = Math.min(freshForMs, stored.freshUntil - at);
        ttlMs = Math.min(ttlMs, stored.freshUntil - stored.storedAt);
      }
      return { freshForMs, ttlMs };
    },

    ping: () => backend.ping(),

    async stats() {
      return { entries: (await backend.keys()).length, absent: absent.size };
    },

    async close() {
      await Promise.allSettled([...background]);
      await backend.close();
    },
  };
  return store;
}
