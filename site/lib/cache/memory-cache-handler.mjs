// Next's cache for rendered pages, route answers and gateway fetches (cacheHandler in
// next.config.ts), kept in this process's memory under a byte ceiling instead of Next's default
// files under the build folder. Plain JavaScript: Next imports it at run time, outside its bundles.
//
// Why not the default: it writes one set of files per URL it renders, 404s and redirects included,
// so every unknown path a client makes up (/999999/nobody, /some/random/path, a stale slug spelled
// a thousand ways) grows the disk for good. Here:
// - only pages and routes answered 200 are kept; a 404 or a redirect is rendered again when asked
//   (it cost one render and the lists it read are cached), so made-up URLs keep nothing;
// - everything kept counts against SITE_CACHE_MAX_BYTES (64 MiB), the least recently used entry
//   going first (lru-cache, sized by bytes);
// - nothing is written to disk. Each instance fills its own memory on demand, as it filled its own
//   folder before; a restart starts empty (pages render again on first request, as after a deploy).
import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';
import { currentResponseRecord } from '../shell/error-pages.mjs';
import { DEFAULT_STALE_SECONDS, cacheMaxBytes, readCacheSettings } from './cache-settings.mjs';

export { DEFAULT_CACHE_MAX_BYTES, cacheMaxBytes } from './cache-settings.mjs';

/** The header in which Next lists a page's cache tags. */
const TAGS_HEADER = 'x-next-cache-tags';

/**
 * Whether an answer may be kept: a gateway fetch, or a page or route answered 200 (Next leaves the
 * status out for 200). Not-found pages, redirects and errors are never kept: their URLs are the
 * client's choice, without end.
 */
export function isStorable(value) {
  if (!value) return false;
  if (value.kind === 'FETCH') return true;
  if (value.kind === 'APP_PAGE' || value.kind === 'APP_ROUTE' || value.kind === 'PAGES') {
    return value.status === undefined || value.status === 200;
  }
  return false;
}

/** Whether this answer may be kept now: storable, and not a page that drew an error itself (its status is set for the response, not in the value). */
export function mayKeep(value) {
  if (!isStorable(value)) return false;
  return !(value.kind === 'APP_PAGE' && (currentResponseRecord()?.status ?? 200) >= 400);
}

/**
 * Whether a gateway answer is too old to give back even stale: past its freshness plus the stale
 * window. Next serves a stale answer to a page rendered per request and reads it again in the
 * background, with no bound of its own, so an answer nobody asked for in hours would show once.
 */
export function fetchExpired(entry, ctx, staleSeconds, now = Date.now()) {
  if (entry.value?.kind !== 'FETCH') return false;
  const revalidate = ctx?.revalidate || entry.value.revalidate;
  if (typeof revalidate !== 'number' || revalidate <= 0) return false;
  return now - entry.lastModified > (revalidate + staleSeconds) * 1000;
}

const byteLength = (part) => {
  if (part === undefined || part === null) return 0;
  if (typeof part === 'string') return Buffer.byteLength(part);
  if (part instanceof Uint8Array) return part.byteLength;
  if (part instanceof Map) {
    let total = 0;
    for (const [name, chunk] of part) total += name.length + byteLength(chunk);
    return total;
  }
  return Buffer.byteLength(JSON.stringify(part) ?? '');
};

/**
 * A byte part held by an ArrayBuffer of its own size: Node hands out small Buffers as views of one
 * shared 8 KiB slab, and a kept view keeps the whole slab (a page's RSC segments are a few hundred
 * bytes each). Copied only when it is a view of a larger buffer.
 */
export function ownBytes(part) {
  if (!(part instanceof Uint8Array) || part.byteLength === part.buffer.byteLength) return part;
  const copy = new Uint8Array(part.byteLength);
  copy.set(part);
  return Buffer.from(copy.buffer);
}

/** The value as kept: each of its byte parts (RSC data, a route's body, the segments) in its own buffer. */
export function compacted(value) {
  if (value.kind !== 'APP_PAGE' && value.kind !== 'APP_ROUTE' && value.kind !== 'PAGES') return value;
  const out = { ...value };
  for (const name of ['rscData', 'body']) if (out[name] instanceof Uint8Array) out[name] = ownBytes(out[name]);
  if (out.segmentData instanceof Map) {
    out.segmentData = new Map([...out.segmentData].map(([segment, chunk]) => [segment, ownBytes(chunk)]));
  }
  return out;
}

/** The bytes an entry holds: its key, its body parts and its headers. */
export function entryBytes(key, value) {
  const parts =
    value.kind === 'FETCH'
      ? [value.data?.body, value.data?.headers, value.data?.url, value.tags]
      : [value.html, value.rscData, value.body, value.postponed, value.segmentData, value.pageData, value.headers];
  return key.length + parts.reduce((total, part) => total + byteLength(part), 0) + 64;
}

/**
 * Next also remembers each page's lifetime in a map of its own (SharedCacheControls), set just
 * before it hands the page here and never emptied. For a key this cache does not keep (a 404, an
 * evicted page) that memory is dropped too, or made-up URLs would still grow it. Internal to Next:
 * when a release moves it, this does nothing (the unit test names the module, so an upgrade that
 * moves it fails there).
 */
export function nextLifetimes() {
  try {
    const require = createRequire(import.meta.url);
    const { SharedCacheControls } = require('next/dist/server/lib/incremental-cache/shared-cache-controls.external.js');
    return SharedCacheControls?.cacheControls instanceof Map ? SharedCacheControls.cacheControls : null;
  } catch {
    return null;
  }
}

/** The store every handler instance shares (Next makes one instance per request). */
export function createStore(maxBytes, lifetimes = nextLifetimes(), { staleSeconds = DEFAULT_STALE_SECONDS } = {}) {
  const entries = new LRUCache({
    maxSize: maxBytes,
    // An entry larger than an eighth of the whole would push out most others: not kept.
    maxEntrySize: Math.floor(maxBytes / 8),
    sizeCalculation: (entry, key) => entryBytes(key, entry.value),
    // Evicted or deleted (not merely replaced): Next's remembered lifetime goes with it.
    dispose: (_entry, key, reason) => {
      if (reason !== 'set') lifetimes?.delete(key);
    },
  });
  /** When each tag was last revalidated (revalidateTag / revalidatePath), at most 10,000 tags. */
  const revalidated = new LRUCache({ max: 10_000 });
  return { entries, revalidated, lifetimes, staleSeconds };
}

let shared;
function sharedStore() {
  shared ??= createStore(cacheMaxBytes(), nextLifetimes(), { staleSeconds: readCacheSettings().staleSeconds });
  return shared;
}

const tagsOf = (entry, ctx) => {
  if (entry.value.kind === 'FETCH') return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
  const header = entry.value.headers?.[TAGS_HEADER];
  return typeof header === 'string' ? header.split(',') : [];
};

/** Next's cacheHandler interface: get, set, revalidateTag, resetRequestCache. */
export default class MemoryCacheHandler {
  constructor(_context, store = sharedStore()) {
    this.store = store;
  }

  async get(key, ctx) {
    const entry = this.store.entries.get(key);
    if (!entry) return null;
    if (fetchExpired(entry, ctx, this.store.staleSeconds)) {
      this.store.entries.delete(key);
      return null;
    }
    // A tag revalidated after the entry was made expires it: the next request renders afresh.
    if (tagsOf(entry, ctx).some((tag) => (this.store.revalidated.get(tag) ?? 0) >= entry.lastModified)) {
      this.store.entries.delete(key);
      return null;
    }
    return entry;
  }

  async set(key, value, ctx) {
    if (!mayKeep(value)) {
      this.store.entries.delete(key);
      this.store.lifetimes?.delete(key);
      return;
    }
    const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
    this.store.entries.set(key, { value: compacted(value), lastModified: Date.now(), cacheControl });
    // Too large to keep (see maxEntrySize): nothing of it may stay behind.
    if (!this.store.entries.has(key)) this.store.lifetimes?.delete(key);
  }

  async revalidateTag(tags) {
    const now = Date.now();
    for (const tag of typeof tags === 'string' ? [tags] : tags) this.store.revalidated.set(tag, now);
  }

  resetRequestCache() {}
}
