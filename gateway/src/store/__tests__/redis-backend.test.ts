import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../../../test/redis-server';
import { redisBackend } from '../backends';
import { createContentStore } from '../content-store';
import type { StoreRead } from '../types';

let redis: Awaited<ReturnType<typeof startRedis>>;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis?.stop());

const ttlSeconds = { talents: 300, posts: 300, site: 900, options: 3600 };
const settle = () => new Promise((r) => setTimeout(r, 100));

/** A store whose reads are recorded, as the answer cache records them. */
function recorded(store: ReturnType<typeof createContentStore>) {
  const reads: StoreRead[] = [];
  return {
    reads,
    get: <T>(key: Parameters<typeof store.get>[0], load: () => Promise<T>) =>
      store.get(key, load, (r) => reads.push(r)),
  };
}

describe('redis store backend', () => {
  it('keeps each release to its own entries and announcements (a rolling update never mixes shapes)', async () => {
    const older = createContentStore(redisBackend(redis.url, { release: 'r1' }), { ttlSeconds });
    const newer = createContentStore(redisBackend(redis.url, { release: 'r2' }), { ttlSeconds });
    await settle();
    const key = { type: 'talent', brand: 'cultural', locale: 'pt', args: { id: 7 } } as const;
    expect(await older.get(key, async () => ({ shape: 'old' }))).toEqual({ shape: 'old' });
    // The newer release does not read the older one's entry: it loads its own.
    expect(await newer.get(key, async () => ({ shape: 'new' }))).toEqual({ shape: 'new' });
    await settle();
    expect(await older.get(key, async () => 'not called')).toEqual({ shape: 'old' });
    expect(await newer.invalidate({ brand: 'cultural' })).toBe(1);
    await settle();
    expect(await older.get(key, async () => 'not called')).toEqual({ shape: 'old' });
    await Promise.all([older.close(), newer.close()]);
  });

  it('shares entries between two store instances and invalidates across them', async () => {
    const a = createContentStore(redisBackend(redis.url), { ttlSeconds });
    const b = createContentStore(redisBackend(redis.url), { ttlSeconds });
    await settle();
    const key = { type: 'talent', brand: 'music', locale: 'pt', args: { id: 3 } } as const;
    expect(await a.get(key, async () => [{ name: 'Ana' }])).toEqual([{ name: 'Ana' }]);
    expect(await b.get(key, async () => 'not called')).toEqual([{ name: 'Ana' }]);
    expect(await b.invalidate({ brand: 'music' })).toBe(1);
    await settle();
    expect(await a.get(key, async () => [{ name: 'Bia' }])).toEqual([{ name: 'Bia' }]);
    await settle();
    expect(await b.get(key, async () => 'not called')).toEqual([{ name: 'Bia' }]);
    await a.ping();
    await Promise.all([a.close(), b.close()]);
  });

  it('vouches for what it read until another instance changes that key (answers built from it stay valid until then)', async () => {
    const a = createContentStore(redisBackend(redis.url), { ttlSeconds });
    const b = createContentStore(redisBackend(redis.url), { ttlSeconds });
    await settle();
    expect(a.tracksVersions).toBe(true);
    const key = { type: 'staff', brand: 'digital', locale: 'pt', args: {} } as const;
    const other = { type: 'staff', brand: 'jabuticaba', locale: 'pt', args: {} } as const;
    let panel = ['first'];
    await b.get(key, async () => panel);
    await b.get(other, async () => ['other']);

    const answer = recorded(a);
    expect(await answer.get(key, async () => ['not called'])).toEqual(['first']);
    expect(await answer.get(other, async () => ['not called'])).toEqual(['other']);
    expect(a.stillCurrent(answer.reads)).toBe(true);

    // Another instance reloads one of the keys: this instance hears of it and stops vouching.
    panel = ['second'];
    await b.invalidate({ brand: 'digital' });
    expect(await b.get(key, async () => panel)).toEqual(['second']);
    await settle();
    expect(a.stillCurrent(answer.reads)).toBe(false);
    expect(await a.get(key, async () => ['not called'])).toEqual(['second']);
    // The untouched key is still the one it read.
    const untouched = recorded(a);
    await untouched.get(other, async () => ['not called']);
    expect(a.stillCurrent(untouched.reads)).toBe(true);
    await Promise.all([a.close(), b.close()]);
  });
});
