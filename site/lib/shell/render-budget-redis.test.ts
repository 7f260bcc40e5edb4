import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryBuckets, createRedisBuckets, createRenderBudget } from './render-budget.mjs';

/*
 * The render budget on a real redis-server (Debian's, as in production), shared by two site
 * replicas: a visitor has one budget however many instances answer it.
 */
let redis: ChildProcess;
let url = '';
const clients: Redis[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const port = await freePort();
  url = `redis://127.0.0.1:${port}`;
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  for (let attempt = 0; ; attempt += 1) {
    try {
      await probe.connect();
      await probe.ping();
      break;
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((r) => setTimeout(r, 30));
    }
  }
  probe.disconnect();
});
afterAll(() => {
  for (const client of clients) client.disconnect();
  redis.kill();
});

/** One replica's budget on the shared Redis. */
function replica(clock: () => number, onError?: (error: unknown) => void) {
  const client = new Redis(url, { maxRetriesPerRequest: 0, enableOfflineQueue: false, commandTimeout: 500 });
  client.on('error', () => {});
  clients.push(client);
  const buckets = createRedisBuckets(client, { onError });
  return { client, budget: createRenderBudget({ buckets, perMinute: 6, burst: 3, maxInFlight: 8, now: clock }) };
}

describe('the render budget in Redis', () => {
  it('is one budget per visitor across replicas: two instances do not add up to two budgets', async () => {
    let clock = 1_000_000;
    const a = replica(() => clock);
    const b = replica(() => clock);
    await new Promise((resolve) => (a.client.status === 'ready' ? resolve(null) : a.client.once('ready', resolve)));
    await new Promise((resolve) => (b.client.status === 'ready' ? resolve(null) : b.client.once('ready', resolve)));
    const who = { address: '203.0.113.50', visitor: null };
    let admitted = 0;
    // The visitor's requests land on either instance in turn, as the front balances them.
    for (let i = 0; i < 12; i += 1) {
      const { budget } = i % 2 === 0 ? a : b;
      if ((await budget.retryAfter(who)) === 0) {
        await budget.start(who)(true);
        admitted += 1;
      }
    }
    expect(admitted).toBe(3);
    expect(await b.budget.retryAfter(who)).toBe(10);
    clock += 10_000;
    expect(await a.budget.retryAfter(who)).toBe(0);
    // A bucket left alone is gone once it would be full again: Redis keeps no key per visitor.
    clock += 60_000;
    const keys = await a.client.keys('agency:site:render-budget:*');
    for (const key of keys) expect(await a.client.pttl(key)).toBeLessThanOrEqual(30_000);
  });

  it('falls back to the instance’s own budget when Redis fails, and says so', async () => {
    const errors: unknown[] = [];
    const client = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
      lazyConnect: true,
    });
    client.on('error', () => {});
    clients.push(client);
    const budget = createRenderBudget({
      buckets: createRedisBuckets(client, { fallback: createMemoryBuckets(), onError: (e) => errors.push(e) }),
      perMinute: 6,
      burst: 1,
      maxInFlight: 8,
      now: () => 0,
    });
    const who = { address: '203.0.113.51', visitor: null };
    expect(await budget.retryAfter(who)).toBe(0);
    await budget.start(who)(true);
    expect(await budget.retryAfter(who)).toBe(10);
    expect(errors.length).toBeGreaterThan(0);
  });
});
