import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../../../test/redis-server';
import { redisBackend } from '../backends';
import { createContentStore } from '../content-store';

let redis: Awaited<ReturnType<typeof startRedis>>;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis?.stop());

describe('redis store backend', () => {
  it('shares entries between two store instances and invalidates across them', async () => {
    const ttlSeconds = { talents: 300, posts: 300, site: 900, options: 3600 };
    const a = createContentStore(redisBackend(redis.url), { ttlSeconds });
    const b = createContentStore(redisBackend(redis.url), { ttlSeconds });
    const key = { type: 'talent', brand: 'music', locale: 'pt', args: { id: 3 } } as const;
    expect(await a.get(key, async () => [{ name: 'Ana' }])).toEqual([{ name: 'Ana' }]);
    expect(await b.get(key, async () => 'not called')).toEqual([{ name: 'Ana' }]);
    expect(await b.invalidate({ brand: 'music' })).toBe(1);
    expect(await a.get(key, async () => [{ name: 'Bia' }])).toEqual([{ name: 'Bia' }]);
    // Other instances replace entries: this instance cannot vouch for a cached answer.
    expect(a.tracksVersions).toBe(false);
    await a.ping();
    await Promise.all([a.close(), b.close()]);
  });
});
