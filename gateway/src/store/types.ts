import type { BrandKey } from '@agency/schema/brands';
import type { SiteLocale } from '@agency/schema/locales';

/**
 * Content types of the store. Each has its own freshness (talents and posts 5 min, site
 * content 15 min by default) and is a unit the revalidate hook can invalidate.
 */
export const CONTENT_TYPES = [
  'talents',
  'talent',
  'posts',
  'post',
  'content',
  'staff',
  'contacts',
  'social',
  'logos',
  'home',
  'options',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export type KeyArgs = Record<string, string | number | boolean | null | undefined>;

export interface StoreKey {
  type: ContentType;
  /** Brand key (or 'manager' for brand-less data such as the manager's option lists). */
  brand: BrandKey | 'manager';
  /** Content language; omitted when the data does not depend on it. */
  locale?: SiteLocale;
  /** Everything else the answer depends on (category, kind, id, ...). */
  args?: KeyArgs;
}

/** One read of the store, for the hit-ratio metric. */
export interface ContentLookup {
  type: ContentType;
  /** absent: answered null from the keys known not to exist (no load, nothing stored). */
  result: 'hit' | 'stale' | 'miss' | 'fallback' | 'error' | 'absent';
}

/**
 * One read of the store, as a cache of results built from it sees it: the entry that answered
 * (its version) or none when the answer was not a fresh entry (stale, fallback, error).
 */
export interface StoreRead {
  /** storeKey() of what was read. */
  id: string;
  type: ContentType;
  /** The fresh entry the read was answered from (compared by identity), undefined otherwise. */
  entry: object | undefined;
}

/** Milliseconds: left of the soonest-ending freshness, and the shortest freshness period. */
export interface Freshness {
  freshForMs: number;
  ttlMs: number;
}

export interface StoreStats {
  entries: number;
  absent: number;
}

/** What the revalidate hook matches: every given field must match; none given = everything. */
export interface InvalidationMatch {
  brand?: BrandKey;
  type?: string;
  id?: string;
}

/**
 * The content mesh: reads come from here. get() answers fresh entries directly, answers stale
 * ones at once while refreshing them in the background, loads missing ones, and falls back to
 * the last good value when the back-end fails. A miss whose load fails throws a GraphQLError
 * coded UPSTREAM_UNAVAILABLE.
 */
export interface ContentStore {
  /** `onRead` (optional) learns which entry answered, for caches of results built from reads. */
  get<T>(key: StoreKey, load: () => Promise<T>, onRead?: (read: StoreRead) => void): Promise<T>;
  /**
   * Like get(), for a caller that found the stored value lacking (a post slug missing from its
   * list): reloads the entry when it was stored `maxAgeMs` ago or more and no renewal of the key
   * was tried in the last `maxAgeMs` (whatever its outcome), sharing the load with every other
   * reader of the key; answers the entry as it is otherwise. At most one back-end load per key per
   * `maxAgeMs`, however many callers ask. A failed reload fails the caller with the coded
   * UPSTREAM_UNAVAILABLE (no fallback to the lacking value: a 503, never a false "not found"), and
   * so do further renewals of the key within `maxAgeMs`, without a call.
   */
  renew<T>(key: StoreKey, load: () => Promise<T>, maxAgeMs: number, onRead?: (read: StoreRead) => void): Promise<T>;
  /**
   * True when every read would still be answered by the very same fresh entry: none replaced,
   * refreshed, invalidated, evicted or past its freshness since (`tracksVersions`: whether the store
   * can tell; the Redis one can through its near copy and other instances' change announcements).
   */
  stillCurrent(reads: readonly StoreRead[]): boolean;
  /**
   * How long the entries behind `reads` stay fresh from now (the soonest of them) and the shortest
   * freshness they were stored with; null when one is no longer current. What an answer built from
   * them may tell HTTP caches (useResultCache: Cache-Control of persisted GETs).
   */
  freshness?(reads: readonly StoreRead[]): Freshness | null;
  readonly tracksVersions: boolean;
  /** Marks matching entries for revalidation: the next read reloads them (old value kept as fallback). */
  invalidate(match: InvalidationMatch): Promise<number>;
  /** Throws when the store cannot be used (Redis down). */
  ping(): Promise<void>;
  /**
   * Entries held (content) and keys remembered as absent (ops and tests: proof nothing grew). The
   * store itself has it; a per-request view of it may leave it out.
   */
  stats?(): Promise<StoreStats>;
  /** Waits for background refreshes (tests) and releases connections. */
  close(): Promise<void>;
}
