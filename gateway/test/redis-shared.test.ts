import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startGateway, type RunningGateway } from '../src/server';
import { Redis } from 'ioredis';
import { BRANDS } from '@agency/schema/brands';
import { parseRevalidation, SITE_REVALIDATE_CHANNEL } from '@agency/schema/site-cache';
import { REFUSED_HOOKS_PER_MINUTE } from '../src/hooks/revalidation';
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

describe('the revalidate hook tells the sites', () => {
  const hook = (url: string, body: unknown, secret = REVALIDATE_SECRET) =>
    fetch(`${url}/hooks/revalidate`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': secret, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('announces the tags to every site replica listening, and says what a CDN should purge', async () => {
    const replicas = [new Redis(redis.url), new Redis(redis.url)];
    const heard: (string[] | null)[][] = [[], []];
    await Promise.all(
      replicas.map(async (replica, i) => {
        replica.on('message', (_channel: string, raw: string) => heard[i]!.push(parseRevalidation(raw)));
        await replica.subscribe(SITE_REVALIDATE_CHANNEL);
      }),
    );
    try {
      const response = await hook(second.url, { brand: 'MUSIC', type: 'posts' });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as {
        sites: { tags: string[]; replicas: number };
        purge: { tags: string[]; hosts: string[] };
      };
      expect(answer.sites).toEqual({ tags: ['content:music'], replicas: 2 });
      expect(answer.purge.tags).toEqual(['content:music']);
      expect(answer.purge.hosts).toEqual(['cqmusic.com.br', 'www.cqmusic.com.br']);
      await expect.poll(() => heard.map((h) => h.length)).toEqual([1, 1]);
      expect(heard).toEqual([[['content:music']], [['content:music']]]);
      // No brand: everything, on every brand's hosts.
      const all = (await (await hook(stack.gatewayUrl, {})).json()) as {
        sites: { tags: string[] };
        purge: { hosts: string[] };
      };
      expect(all.sites.tags).toEqual(['content']);
      // Each brand's domain with and without www.
      expect(all.purge.hosts).toHaveLength(BRANDS.length * 2);
    } finally {
      for (const replica of replicas) replica.disconnect();
    }
  });

  /*
   * Attack: a flood of guessed secrets at the hook (it is public, on the front). Past their own
   * budget they are refused with 429 before anything else, and the panels' calls with the secret
   * still go through: the guesses cannot hold the hook.
   */
  it('refuses a flood of wrong secrets with 429, counted across instances, while the right secret still works', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= REFUSED_HOOKS_PER_MINUTE; i += 1) {
      statuses.push((await hook(i % 2 ? second.url : stack.gatewayUrl, {}, `guess-${i}`)).status);
    }
    expect(statuses.slice(0, REFUSED_HOOKS_PER_MINUTE).every((status) => status === 401)).toBe(true);
    const refused = await hook(stack.gatewayUrl, {}, 'one-more-guess');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await hook(second.url, { brand: 'digital', type: 'staff' })).status).toBe(200);
  });
});
