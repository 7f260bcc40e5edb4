import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../upstream/errors';
import { ABSENT_MAX_KEYS, ABSENT_TTL_MS } from '../absent-keys';
import { memoryBackend } from '../backends';
import { createContentStore } from '../content-store';
import { createResultCache } from '../../plugins/useResultCache';
import { keyMatches, storeKey } from '../keys';
import type { StoreRead } from '../types';

const ttlSeconds = { talents: 300, posts: 300, site: 900, options: 3600 };

function setup() {
  let clock = 1_000_000;
  const store = createContentStore(memoryBackend(100), { ttlSeconds, now: () => clock });
  return { store, advance: (ms: number) => (clock += ms) };
}

const key = { type: 'talents', brand: 'jabuticaba', locale: 'pt', args: { category: 'atores' } } as const;
const down = () =>
  Promise.reject(new UpstreamError('UPSTREAM_BAD_STATUS', 'jabuticaba', 'jabuticaba answered 500', 500));

describe('content store', () => {
  it('loads a miss once and answers the next reads from the store', async () => {
    const { store } = setup();
    let loads = 0;
    const loader = async () => ({ n: ++loads });
    expect(await store.get(key, loader)).toEqual({ n: 1 });
    expect(await store.get(key, loader)).toEqual({ n: 1 });
    expect(loads).toBe(1);
  });

  it('shares one load between concurrent readers of a cold key', async () => {
    const { store } = setup();
    let loads = 0;
    const loader = () => new Promise((resolve) => setTimeout(() => resolve(++loads), 10));
    await Promise.all([store.get(key, loader), store.get(key, loader), store.get(key, loader)]);
    expect(loads).toBe(1);
  });

  it('serves a stale value at once and refreshes it in the background', async () => {
    const { store, advance } = setup();
    await store.get(key, async () => 'old');
    advance(301_000);
    let release!: (v: string) => void;
    const slow = () => new Promise<string>((resolve) => (release = resolve));
    expect(await store.get(key, slow)).toBe('old');
    release('new');
    await new Promise((r) => setTimeout(r, 0));
    expect(await store.get(key, async () => 'unused')).toBe('new');
  });

  it('keeps serving the stale value while the back-end fails', async () => {
    const { store, advance } = setup();
    await store.get(key, async () => 'good');
    advance(10 * 60_000);
    expect(await store.get(key, down)).toBe('good');
    await new Promise((r) => setTimeout(r, 0));
    expect(await store.get(key, down)).toBe('good');
  });

  it('throws a GraphQLError coded UPSTREAM_UNAVAILABLE when nothing was fetched before', async () => {
    const { store } = setup();
    const error = await store.get(key, down).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', backend: 'jabuticaba' });
  });

  it('lets non-upstream errors through unchanged', async () => {
    const { store } = setup();
    const notFound = new GraphQLError('no', { extensions: { code: 'NOT_FOUND' } });
    await expect(store.get(key, () => Promise.reject(notFound))).rejects.toBe(notFound);
  });

  it('reloads invalidated profiles on their next read, keeping the old value if that fails', async () => {
    const { store } = setup();
    const profile = { type: 'talent', brand: 'jabuticaba', locale: 'pt', args: { id: 7 } } as const;
    await store.get(profile, async () => 'v1');
    await store.get({ ...profile, brand: 'digital' }, async () => 'digital');
    expect(await store.invalidate({ brand: 'jabuticaba', type: 'talents' })).toBe(1);
    expect(await store.get(profile, down)).toBe('v1');
    expect(await store.get(profile, async () => 'v2')).toBe('v2');
    expect(await store.get({ ...profile, brand: 'digital' }, async () => 'changed')).toBe('digital');
  });

  it('reloads invalidated lists at once, with the loader it last saw', async () => {
    const { store } = setup();
    let version = 1;
    const loader = async () => `list v${version}`;
    expect(await store.get(key, loader)).toBe('list v1');
    version = 2;
    expect(await store.invalidate({ brand: 'jabuticaba' })).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 10)); // the background reload
    expect(await store.get(key, async () => 'not called')).toBe('list v2');
  });

  it('keeps brands and locales apart', async () => {
    const { store } = setup();
    await store.get(key, async () => 'pt');
    expect(await store.get({ ...key, locale: 'en' }, async () => 'en')).toBe('en');
    expect(await store.get({ ...key, brand: 'digital' }, async () => 'digital')).toBe('digital');
  });
});

describe('renew (a value found lacking: a slug missing from its list)', () => {
  const counting = () => {
    let loads = 0;
    return {
      loader: () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5)),
      loads: () => loads,
    };
  };

  it('answers a young entry as it is, without a load', async () => {
    const { store, advance } = setup();
    const { loader, loads } = counting();
    await store.get(key, loader);
    advance(59_000);
    expect(await Promise.all(Array.from({ length: 50 }, () => store.renew(key, loader, 60_000)))).toEqual(
      Array(50).fill(1),
    );
    expect(loads()).toBe(1);
  });

  it('reloads an older entry once, shared by concurrent callers, then not again for maxAgeMs', async () => {
    const { store, advance } = setup();
    const { loader, loads } = counting();
    await store.get(key, loader);
    advance(60_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => store.renew(key, loader, 60_000)));
    expect(answers).toEqual(Array(50).fill(2));
    expect(loads()).toBe(2);
    advance(30_000);
    await store.renew(key, loader, 60_000);
    expect(loads()).toBe(2);
    advance(30_000);
    expect(await store.renew(key, loader, 60_000)).toBe(3);
  });

  it('tries a failing reload at most once per maxAgeMs, failing every caller with the coded 503 meanwhile', async () => {
    const { store, advance } = setup();
    await store.get(key, async () => 'good');
    advance(120_000);
    let tries = 0;
    const failing = () => {
      tries += 1;
      return down();
    };
    for (let i = 0; i < 20; i += 1) {
      await expect(store.renew(key, failing, 60_000)).rejects.toMatchObject({
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      });
    }
    expect(tries).toBe(1);
    // The stored value still answers plain reads (stale-if-error); only a renewal needs the back-end.
    expect(await store.get(key, failing)).toBe('good');
    advance(60_000);
    expect(await store.renew(key, async () => 'renewed', 60_000)).toBe('renewed');
  });
});

describe('misses (content that does not exist)', () => {
  const post = (slug: string) => ({ type: 'post', brand: 'music', locale: 'pt', args: { slug } }) as const;

  it('answers null without storing it, and asks again only after the absent key expires', async () => {
    const { store, advance } = setup();
    let loads = 0;
    const missing = async () => {
      loads += 1;
      return null;
    };
    expect(await store.get(post('nope'), missing)).toBeNull();
    expect(await store.get(post('nope'), missing)).toBeNull();
    expect(loads).toBe(1);
    expect(await store.stats()).toEqual({ entries: 0, absent: 1 });
    advance(ABSENT_TTL_MS);
    expect(await store.get(post('nope'), async () => 'created since')).toBe('created since');
    expect(await store.stats()).toEqual({ entries: 1, absent: 0 });
  });

  it('keeps at most ABSENT_MAX_KEYS misses, and stores none of 10000 random keys', async () => {
    const { store } = setup();
    await store.get(key, async () => 'content');
    for (let i = 0; i < 10_000; i += 1) await store.get(post(`random-${i}`), async () => null);
    expect(await store.stats()).toEqual({ entries: 1, absent: ABSENT_MAX_KEYS });
    expect(await store.get(key, async () => 'unused')).toBe('content');
  });

  it('drops content that vanished (a reload answered null)', async () => {
    const { store, advance } = setup();
    expect(await store.get(post('old'), async () => 'was there')).toBe('was there');
    advance(301_000);
    await store.get(post('old'), async () => null); // stale: served, reloaded in the background
    await new Promise((r) => setTimeout(r, 0));
    expect(await store.get(post('old'), async () => 'unused')).toBeNull();
    expect(await store.stats()).toEqual({ entries: 0, absent: 1 });
  });

  it('forgets matching misses on a revalidate hook, so new content shows at once', async () => {
    const { store } = setup();
    await store.get(post('soon'), async () => null);
    await store.invalidate({ brand: 'music', type: 'posts' });
    expect(await store.get(post('soon'), async () => 'published')).toBe('published');
  });
});

describe('entry versions (what the answer cache relies on)', () => {
  async function read(store: ReturnType<typeof setup>['store'], loader: () => Promise<unknown>) {
    const reads: StoreRead[] = [];
    await store.get(key, loader, (r) => reads.push(r));
    return reads;
  }

  it('reports the entry that answered, current until replaced, invalidated or past its freshness', async () => {
    const { store, advance } = setup();
    expect(store.tracksVersions).toBe(true);
    const miss = await read(store, async () => 'v1');
    const hit = await read(store, async () => 'unused');
    expect(miss[0]!.entry).toBeDefined();
    expect(hit[0]!.entry).toBe(miss[0]!.entry);
    expect(store.stillCurrent(hit)).toBe(true);
    advance(299_000);
    expect(store.stillCurrent(hit)).toBe(true);
    advance(1_000);
    expect(store.stillCurrent(hit)).toBe(false);
  });

  it('is not current once the revalidate hook marked it, nor after a reload', async () => {
    const { store } = setup();
    const first = await read(store, async () => 'v1');
    await store.invalidate({ brand: 'jabuticaba' });
    expect(store.stillCurrent(first)).toBe(false);
    const reloaded = await read(store, async () => 'v2');
    expect(reloaded[0]!.entry).not.toBe(first[0]!.entry);
    expect(store.stillCurrent(reloaded)).toBe(true);
  });

  it('reports stale, fallback and failed reads without an entry (never current)', async () => {
    const { store, advance } = setup();
    await store.get(key, async () => 'v1');
    advance(301_000);
    const stale = await read(store, down);
    expect(stale).toEqual([{ id: storeKey(key), type: 'talents', entry: undefined }]);
    expect(store.stillCurrent(stale)).toBe(false);
    const failed: StoreRead[] = [];
    await store.get({ ...key, brand: 'digital' }, down, (r) => failed.push(r)).catch(() => undefined);
    expect(failed[0]!.entry).toBeUndefined();
  });

  it('cannot tell versions without an in-process backend (Redis): no answer cache then', async () => {
    const { current: _current, ...shared } = memoryBackend(100);
    const store = createContentStore(shared, { ttlSeconds });
    const reads: StoreRead[] = [];
    await store.get(
      key,
      async () => 'v1',
      (r) => reads.push(r),
    );
    expect(store.tracksVersions).toBe(false);
    expect(store.stillCurrent(reads)).toBe(false);
    expect(createResultCache(store, { maxBytes: 1024 * 1024 })).toBeNull();
    expect(createResultCache(setup().store, { maxBytes: 0 })).toBeNull();
  });
});

describe('store keys', () => {
  it('orders args and drops empty ones', () => {
    expect(storeKey({ type: 'posts', brand: 'music', locale: 'pt', args: { kind: 'EVENT', a: 1, b: undefined } })).toBe(
      'posts|music|pt|a=1&kind=EVENT',
    );
    expect(storeKey({ type: 'home', brand: 'music' })).toBe('home|music|-|');
  });

  it('matches revalidate requests by brand, type family and id', () => {
    const profile = storeKey({ type: 'talent', brand: 'digital', locale: 'pt', args: { id: 12 } });
    const list = storeKey({ type: 'talents', brand: 'digital', locale: 'pt', args: { category: 'influencers' } });
    const staff = storeKey({ type: 'staff', brand: 'digital' });
    expect(keyMatches(profile, { type: 'talents', id: '12' })).toBe(true);
    expect(keyMatches(profile, { type: 'talent', id: '13' })).toBe(false);
    expect(keyMatches(list, { type: 'talents', id: '12' })).toBe(true);
    expect(keyMatches(staff, { type: 'talents' })).toBe(false);
    expect(keyMatches(staff, { brand: 'digital' })).toBe(true);
    expect(keyMatches(staff, { brand: 'music' })).toBe(false);
    expect(keyMatches(staff, {})).toBe(true);
  });
});
