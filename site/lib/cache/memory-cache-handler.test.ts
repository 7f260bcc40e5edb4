import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import MemoryCacheHandler, {
  cacheMaxBytes,
  createStore,
  DEFAULT_CACHE_MAX_BYTES,
  compacted,
  fetchExpired,
  isStorable,
  type CacheValue,
} from './memory-cache-handler.mjs';

const MiB = 1024 * 1024;
const page = (html: string, status?: number, tags = ''): CacheValue => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(html),
  status,
  headers: tags ? { 'x-next-cache-tags': tags } : {},
});
const lifetime = { revalidate: 60, expire: 31_536_000 };

function handlerWith(maxBytes = MiB) {
  const lifetimes = new Map<string, unknown>();
  const store = createStore(maxBytes, lifetimes);
  return { handler: new MemoryCacheHandler({}, store), store, lifetimes };
}

/** What Next's IncrementalCache does on set: remember the lifetime, then hand the entry over. */
async function nextSets(h: ReturnType<typeof handlerWith>, key: string, value: CacheValue) {
  h.lifetimes.set(key, lifetime);
  await h.handler.set(key, value, { cacheControl: lifetime });
}

describe('the memory cache handler', () => {
  it('keeps a 200 page with its lifetime and gives it back', async () => {
    const h = handlerWith();
    await nextSets(h, '/pt/main/jornalistas', page('<html>list</html>'));
    const entry = await h.handler.get('/pt/main/jornalistas');
    expect(entry?.value.html).toBe('<html>list</html>');
    expect(entry?.cacheControl).toEqual(lifetime);
    expect(h.lifetimes.has('/pt/main/jornalistas')).toBe(true);
  });

  it('keeps each byte part in a buffer of its own size, not the shared slab it was a view of', async () => {
    const h = handlerWith();
    const rsc = Buffer.from('0:{"a":1}');
    const segment = Buffer.from('1:["x"]');
    // Small Buffers are views of Node's shared pool: keeping one would keep the whole slab.
    expect(rsc.buffer.byteLength).toBeGreaterThan(rsc.byteLength);
    const value = { ...page('<html>p</html>'), rscData: rsc, segmentData: new Map([['/_tree', segment]]) };
    await nextSets(h, '/pt/main/p', value);
    const kept = (await h.handler.get('/pt/main/p'))!.value as typeof value;
    expect(kept.rscData.buffer.byteLength).toBe(rsc.byteLength);
    expect(kept.rscData.equals(rsc)).toBe(true);
    const keptSegment = kept.segmentData.get('/_tree')!;
    expect(keptSegment.buffer.byteLength).toBe(segment.byteLength);
    expect(Buffer.isBuffer(keptSegment) && keptSegment.equals(segment)).toBe(true);
    // A buffer that is already its own is kept as it is; gateway fetches are not touched.
    const own = Buffer.from(new Uint8Array(16).buffer);
    expect(compacted({ ...page('x'), rscData: own }).rscData).toBe(own);
    const fetched = { kind: 'FETCH', data: { body: 'b', headers: {}, url: 'u' } } as unknown as CacheValue;
    expect(compacted(fetched)).toBe(fetched);
  });

  it('keeps no 404 and no redirect, and drops what Next remembered for them', async () => {
    const h = handlerWith();
    for (let i = 0; i < 500; i++) await nextSets(h, `/pt/main/${900000 + i}/nobody`, page('<html>404</html>', 404));
    await nextSets(h, '/pt/main/10061/stale-slug', page('', 307));
    expect(h.store.entries.size).toBe(0);
    expect(h.lifetimes.size).toBe(0);
    expect(await h.handler.get('/pt/main/900000/nobody')).toBeNull();
  });

  it('stays under its byte ceiling, dropping the least recently used (and its remembered lifetime)', async () => {
    const h = handlerWith(MiB);
    const html = 'x'.repeat(50 * 1024);
    for (let i = 0; i < 100; i++) await nextSets(h, `/page/${i}`, page(html));
    expect(h.store.entries.calculatedSize).toBeLessThanOrEqual(MiB);
    expect(await h.handler.get('/page/0')).toBeNull();
    expect(await h.handler.get('/page/99')).not.toBeNull();
    expect(h.lifetimes.has('/page/0')).toBe(false);
    expect(h.lifetimes.size).toBe(h.store.entries.size);
  });

  it('refuses an entry bigger than an eighth of the ceiling', async () => {
    const h = handlerWith(MiB);
    await nextSets(h, '/huge', page('x'.repeat(MiB / 4)));
    expect(await h.handler.get('/huge')).toBeNull();
    expect(h.lifetimes.has('/huge')).toBe(false);
  });

  it('keeps gateway fetches and expires them when one of their tags is revalidated', async () => {
    const h = handlerWith();
    const fetchValue: CacheValue = {
      kind: 'FETCH',
      data: { body: 'e30=', headers: {}, url: 'http://gw' },
      revalidate: 60,
    };
    await h.handler.set('fetch-key', fetchValue, { fetchCache: true });
    expect(await h.handler.get('fetch-key', { tags: ['brand'] })).not.toBeNull();
    await h.handler.revalidateTag('brand');
    expect(await h.handler.get('fetch-key', { tags: ['brand'] })).toBeNull();
  });

  it('gives back no gateway answer past its freshness plus the stale window (Next would serve it stale, unbounded)', async () => {
    const lifetimes = new Map<string, unknown>();
    const store = createStore(MiB, lifetimes, { staleSeconds: 1 });
    const handler = new MemoryCacheHandler({}, store);
    const fetchValue: CacheValue = {
      kind: 'FETCH',
      data: { body: 'e30=', headers: {}, url: 'http://gw' },
      revalidate: 1,
    };
    await handler.set('fetch-key', fetchValue, { fetchCache: true });
    expect(await handler.get('fetch-key', { revalidate: 1 })).not.toBeNull();
    store.entries.get('fetch-key')!.lastModified -= 2100;
    expect(await handler.get('fetch-key', { revalidate: 1 })).toBeNull();
    expect(store.entries.has('fetch-key')).toBe(false);
    const minute = { ...fetchValue, revalidate: 60 };
    expect(fetchExpired({ value: minute, lastModified: 0 }, undefined, 60, 120_000)).toBe(false);
    expect(fetchExpired({ value: minute, lastModified: 0 }, undefined, 60, 120_001)).toBe(true);
    expect(fetchExpired({ value: page('p'), lastModified: 0 }, undefined, 1, 1e9)).toBe(false);
  });

  it('expires a page when a tag in its header is revalidated', async () => {
    const h = handlerWith();
    await nextSets(h, '/pt/main', page('<html/>', undefined, '_N_T_/layout,_N_T_/pt/main'));
    await h.handler.revalidateTag(['_N_T_/pt/main']);
    expect(await h.handler.get('/pt/main')).toBeNull();
  });

  it('says which answers may be kept', () => {
    expect(isStorable(page('ok'))).toBe(true);
    expect(isStorable(page('ok', 200))).toBe(true);
    expect(isStorable(page('missing', 404))).toBe(false);
    expect(isStorable({ kind: 'APP_ROUTE', body: Buffer.from(''), status: 500 })).toBe(false);
    expect(isStorable({ kind: 'REDIRECT', props: {} })).toBe(false);
    expect(isStorable(null)).toBe(false);
  });

  it('reads its ceiling from SITE_CACHE_MAX_BYTES and refuses nonsense', () => {
    expect(cacheMaxBytes({})).toBe(DEFAULT_CACHE_MAX_BYTES);
    expect(cacheMaxBytes({ SITE_CACHE_MAX_BYTES: String(16 * MiB) })).toBe(16 * MiB);
    expect(() => cacheMaxBytes({ SITE_CACHE_MAX_BYTES: 'lots' })).toThrow(/SITE_CACHE_MAX_BYTES/);
    expect(() => cacheMaxBytes({ SITE_CACHE_MAX_BYTES: '10' })).toThrow(/at least 1 MiB/);
  });

  it("finds Next's remembered lifetimes where this Next keeps them", () => {
    const require = createRequire(import.meta.url);
    const { SharedCacheControls } = require('next/dist/server/lib/incremental-cache/shared-cache-controls.external.js');
    expect(SharedCacheControls.cacheControls).toBeInstanceOf(Map);
    expect(createStore(MiB).lifetimes).toBe(SharedCacheControls.cacheControls);
  });
});
