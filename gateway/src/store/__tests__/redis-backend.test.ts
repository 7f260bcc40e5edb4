import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../../../test/redis-server';
import { Redis } from 'ioredis';
import { redisBackend, signedEntry } from '../backends';
import { createContentStore } from '../content-store';
import type { StoreRead } from '../types';

let redis: Awaited<ReturnType<typeof startRedis>>;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis?.stop());

const ttlSeconds = { talents: 300, posts: 300, site: 900, options: 3600 };
const SECRET = 'redis-backend-test-secret';
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
  it('reads no entry written into Redis by anything but a gateway holding the secret: a miss, reloaded and reported', async () => {
    const tampered: string[] = [];
    const backend = redisBackend(redis.url, {
      signingSecret: SECRET,
      release: 'signed',
      onTampered: (key) => tampered.push(key),
    });
    const store = createContentStore(backend, { ttlSeconds });
    await settle();
    const key = { type: 'post', brand: 'cultural', locale: 'pt', args: { id: 7 } } as const;
    expect(await store.get(key, async () => ({ content: '<p>from the panel</p>' }))).toEqual({
      content: '<p>from the panel</p>',
    });
    const [stored] = await backend.keys();
    const raw = new Redis(redis.url);
    const forged = JSON.stringify({
      value: { content: '<p>hi</p><script>steal()</script>' },
      storedAt: Date.now(),
      freshUntil: Date.now() + 3_600_000,
    });
    // Written as the store writes, unsigned, signed with a guessed secret, or a valid entry of another key.
    const otherKey = 'site:cultural:pt:{}';
    for (const value of [
      forged,
      `abc.${forged}`,
      signedEntry('guessed', stored!, forged),
      signedEntry(SECRET, otherKey, forged),
    ]) {
      await raw.set(`agency:store:signed:${stored!}`, value);
      await raw.publish('agency:store:signed:changes', `someone ${stored!}`);
      await settle();
      expect(await store.get(key, async () => ({ content: '<p>reloaded</p>' }))).toEqual({
        content: '<p>reloaded</p>',
      });
    }
    expect(tampered).toEqual([stored, stored, stored, stored]);
    raw.disconnect();
    await store.invalidate({ brand: 'cultural' });
    await store.close();
  });

  it('keeps each release to its own entries and announcements (a rolling update never mixes shapes)', async () => {
    const older = createContentStore(redisBackend(redis.url, { signingSecret: SECRET, release: 'r1' }), { ttlSeconds });
    const newer = createContentStore(redisBackend(redis.url, { signingSecret: SECRET, release: 'r2' }), { ttlSeconds });
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
    const a = createContentStore(redisBackend(redis.url, { signingSecret: SECRET }), { ttlSeconds });
    const b = createContentStore(redisBackend(redis.url, { signingSecret: SECRET }), { ttlSeconds });
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
    const a = createContentStore(redisBackend(redis.url, { signingSecret: SECRET }), { ttlSeconds });
    const b = createContentStore(redisBackend(redis.url, { signingSecret: SECRET }), { ttlSeconds });
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
