import { BRANDS } from '@agency/schema/brands';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from './redis-server';
import { startStack, type Stack } from './stack';

/**
 * Redis behind a password (requirepass), as every shape runs it: the gateway reaches it with the
 * password in REDIS_URL (compose, the manifests and the native production shape build it from
 * REDIS_PASSWORD), and an instance without it is not ready.
 */
const PASSWORD = 'redis pass/with:odd@chars';
let redis: Awaited<ReturnType<typeof startRedis>>;
let withPassword: Stack;
let without: Stack;

beforeAll(async () => {
  redis = await startRedis({ password: PASSWORD });
  const url = new URL(redis.url);
  url.password = encodeURIComponent(PASSWORD);
  withPassword = await startStack({ env: { REDIS_URL: url.toString() } });
  without = await startStack({ env: { REDIS_URL: redis.url } });
}, 60_000);
afterAll(async () => {
  await withPassword?.close();
  await without?.close();
  redis?.stop();
});

describe('a Redis with a password', () => {
  it('is reached with the password in REDIS_URL (ready, and answering); without it the instance is not ready', async () => {
    expect((await fetch(`${withPassword.gatewayUrl}/readyz`)).status).toBe(200);
    const answer = await withPassword.gql<{ brands: { key: string }[] }>('{ brands { key } }');
    expect(answer.data?.brands.length).toBe(BRANDS.length);
    expect((await fetch(`${without.gatewayUrl}/readyz`)).status).toBe(503);
  });
});
