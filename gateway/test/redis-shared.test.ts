import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startGateway, type RunningGateway } from '../src/server';
import { startRedis } from './redis-server';
import { apiCalls, REVALIDATE_SECRET, startStack, type Stack } from './stack';

/** Two gateway instances with one REDIS_URL: what one fetched, the other serves. */
let redis: Awaited<ReturnType<typeof startRedis>>;
let stack: Stack;
let second: RunningGateway;

beforeAll(async () => {
  redis = await startRedis();
  stack = await startStack({ env: { REDIS_URL: redis.url } });
  second = await startGateway(
    loadConfig({
      ...process.env,
      REDIS_URL: redis.url,
      GATEWAY_PORT: '0',
      GATEWAY_HOST: '127.0.0.1',
      OUTBOX_PATH: join(stack.dataDir, 'outbox-second.sqlite'),
      REVALIDATE_SECRET,
      // Like the first instance (test/stack.ts): calls are counted from a cold store.
      STORE_WARMUP: '0',
      ...Object.fromEntries(
        ['manager', 'main', 'jabuticaba', 'digital', 'music', 'cultural'].map((b) => [
          `UPSTREAM_${b.toUpperCase()}_URL`,
          `${stack.sandboxUrl}/${b}`,
        ]),
      ),
    }),
  );
});
afterAll(async () => {
  await second?.close();
  await stack?.close();
  redis?.stop();
});

async function query(url: string, document: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: document }),
  });
  return (await response.json()) as { data?: unknown; errors?: unknown[] };
}

describe('store shared through Redis', () => {
  const PAGE = '{ talents(brand: DIGITAL, first: 4) { totalCount nodes { id name } } staff(brand: DIGITAL) { name } }';

  it('serves content fetched by one instance from the other without calling the back-end', async () => {
    const first = await query(stack.gatewayUrl, PAGE);
    expect(first.errors).toBeUndefined();
    await stack.resetStats();
    const fromSecond = await query(second.url, PAGE);
    expect(fromSecond).toEqual(first);
    expect(apiCalls(await stack.stats(), 'digital')).toEqual({});
  });

  it('revalidates for every instance', async () => {
    await stack.resetStats();
    const hook = await fetch(`${second.url}/hooks/revalidate`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': REVALIDATE_SECRET, 'content-type': 'application/json' },
      body: JSON.stringify({ brand: 'digital', type: 'staff' }),
    });
    expect(hook.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the instance that got the hook reloads staff at once
    const again = await query(stack.gatewayUrl, PAGE);
    expect(again).toEqual(await query(second.url, PAGE));
    // one reload for both instances; the talent list was not touched
    expect(apiCalls(await stack.stats(), 'digital')).toEqual({ 'GET /api/staff': 1 });
  });

  it('reports Redis in /readyz', async () => {
    const ready = await fetch(`${second.url}/readyz`);
    expect(((await ready.json()) as { checks: { store: string } }).checks.store).toBe('ok');
  });
});
