import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisUrlWithPassword } from '../src/config';
import { startRedis } from './redis-server';
import { startStack, type Stack } from './stack';

/** Redis behind a password (requirepass), as every shape runs it: the gateway reaches it with REDIS_PASSWORD only. */
const PASSWORD = 'redis pass/with:odd@chars';
let redis: Awaited<ReturnType<typeof startRedis>>;
let withPassword: Stack;
let without: Stack;

beforeAll(async () => {
  redis = await startRedis({ password: PASSWORD });
  withPassword = await startStack({ env: { REDIS_URL: redis.url, REDIS_PASSWORD: PASSWORD } });
  without = await startStack({ env: { REDIS_URL: redis.url } });
}, 60_000);
afterAll(async () => {
  await withPassword?.close();
  await without?.close();
  redis?.stop();
});

describe('a Redis with a password', () => {
  it('puts REDIS_PASSWORD into the URL, and refuses a URL that names another', () => {
    expect(redisUrlWithPassword('redis://127.0.0.1:6379', 'p@ss:word')).toBe('redis://:p%40ss%3Aword@127.0.0.1:6379');
    expect(redisUrlWithPassword('redis://:same@host:6379', 'same')).toBe('redis://:same@host:6379');
    expect(redisUrlWithPassword('redis://host:6379', undefined)).toBe('redis://host:6379');
    expect(() => redisUrlWithPassword('redis://:other@host:6379', 'mine')).toThrow(/REDIS_PASSWORD/);
  });

  it('is reached with REDIS_PASSWORD (ready, and answering); without it the instance is not ready', async () => {
    expect((await fetch(`${withPassword.gatewayUrl}/readyz`)).status).toBe(200);
    const answer = await withPassword.gql<{ brands: { key: string }[] }>('{ brands { key } }');
    expect(answer.data?.brands.length).toBe(5);
    expect((await fetch(`${without.gatewayUrl}/readyz`)).status).toBe(503);
  });
});
