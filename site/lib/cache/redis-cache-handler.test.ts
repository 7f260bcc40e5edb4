import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encodeRevalidation, SITE_REVALIDATE_CHANNEL } from '@agency/schema/site-cache';
import type { CacheValue } from './memory-cache-handler.mjs';

/*
 * The shared cache on a real redis-server (Debian's, as in production): two replicas, each with its
 * own handler module (Next's cache handler keeps its configuration per process, so each replica is
 * a fresh import), one Redis.
 */
vi.setConfig({ testTimeout: 30_000 });

let redis: ChildProcess;
let url: string;
let port: number;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as { port: number };
      server.close(() => resolve(free));
    });
  });
}

function startRedis(): ChildProcess {
  return spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
}

async function waitForRedis(): Promise<void> {
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
}

/** One site replica: the handler module imported afresh, on release `release`. */
async function replica(release: string, staleSeconds = 60, pruneEveryMs?: number) {
  vi.resetModules();
  const logged: string[] = [];
  const { createRedisCacheHandler } = await import('./redis-cache-handler.mjs');
  const Handler = createRedisCacheHandler({
    redisUrl: url,
    staleSeconds,
    releaseOf: () => release,
    log: (line: string) => logged.push(line),
    settleMs: 300,
    pruneEveryMs,
  });
  await Handler.listener.ready;
  await new Promise((resolve) =>
    Handler.client.status === 'ready' ? resolve(null) : Handler.client.once('ready', resolve),
  );
  return { Handler, logged, handler: new Handler({}) };
}

const page = (html: string, tags = 'content,content:music,_N_T_/pt/music', status?: number): CacheValue => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(html),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  status,
  headers: { 'x-next-cache-tags': tags },
  postponed: undefined,
});
const lifetime = { cacheControl: { revalidate: 60, expire: 120 } };

const replicas: Awaited<ReturnType<typeof replica>>[] = [];
beforeAll(async () => {
  port = await freePort();
  url = `redis://127.0.0.1:${port}`;
  redis = startRedis();
  await waitForRedis();
});
afterAll(async () => {
  for (const { Handler } of replicas) {
    clearInterval(Handler.pruning);
    await Handler.listener.close();
    Handler.client.disconnect();
  }
  redis.kill();
});

describe('the render clock', () => {
  it('refuses to keep a render that began before one of its tags was revalidated, once per render', async () => {
    const { createRenderClock } = await import('./redis-cache-handler.mjs');
    let now = 0;
    const clock = createRenderClock(() => now);
    clock.began('/a');
    now = 5;
    clock.revalidated('content:music');
    now = 9;
    expect(clock.outdated('/a', ['content', 'content:music'])).toBe(true);
    expect(clock.outdated('/a', ['content:music'])).toBe(false);
    clock.began('/b');
    expect(clock.outdated('/b', ['content:music'])).toBe(false);
    clock.began('/c');
    expect(clock.outdated('/c', ['content:digital'])).toBe(false);
  });
});

describe('the shared (Redis) cache handler', () => {
  it('serves a page one replica rendered from the other, with its lifetime, under the release key', async () => {
    const a = await replica('rel-1');
    replicas.push(a);
    await a.handler.set('/pt/music/eventos', page('<p>v1</p>'), lifetime);
    const b = await replica('rel-1');
    replicas.push(b);
    const entry = await b.handler.get('/pt/music/eventos', {});
    expect(entry?.value.html).toBe('<p>v1</p>');
    expect(Buffer.from(entry?.value.rscData as Buffer).toString()).toBe('<p>v1</p>');
    expect((entry?.value.segmentData as Map<string, Buffer>).get('/_tree')?.toString()).toBe('tree');
    // The lifetime goes back to Next: stale after 60 s, expired (waited for) after 60 s + the stale window.
    expect(entry?.cacheControl).toEqual({ revalidate: 60, expire: 120 });
    const raw = new Redis(url);
    expect(await raw.exists('agency:site:rel-1:/pt/music/eventos')).toBe(1);
    // Redis drops it when it expires: no replica can read it later, and Redis keeps no dead entry.
    const ttl = await raw.ttl('agency:site:rel-1:/pt/music/eventos');
    expect(ttl).toBeGreaterThan(100);
    expect(ttl).toBeLessThanOrEqual(120);
    raw.disconnect();
    // Another release never reads it.
    const other = await replica('rel-2');
    replicas.push(other);
    expect(await other.handler.get('/pt/music/eventos', {})).toBeNull();
  });

  it('keeps no 404, and drops a page kept before when it answers an error', async () => {
    const { handler } = replicas[0]!;
    await handler.set('/pt/music/999/nobody', page('<p>404</p>', 'content', 404), lifetime);
    expect(await handler.get('/pt/music/999/nobody', {})).toBeNull();
    await handler.set('/pt/music/gone', page('<p>here</p>'), lifetime);
    expect(await handler.get('/pt/music/gone', {})).not.toBeNull();
    await handler.set('/pt/music/gone', page('<p>404</p>', 'content', 404), lifetime);
    expect(await handler.get('/pt/music/gone', {})).toBeNull();
  });

  it("revalidates an announced brand's pages and answers on every replica, again after the settle time", async () => {
    const [a, b] = replicas as [Awaited<ReturnType<typeof replica>>, Awaited<ReturnType<typeof replica>>];
    await a.handler.set('/pt/music', page('<p>music</p>'), lifetime);
    await a.handler.set('/pt/digital', page('<p>digital</p>', 'content,content:digital'), lifetime);
    await a.handler.set(
      'fetch-music',
      { kind: 'FETCH', data: { body: 'e30=', headers: {}, url: 'http://gw' }, revalidate: 60 },
      { fetchCache: true, tags: ['content', 'content:music'], revalidate: 60 },
    );
    // A render on b that began (looked its page up) before the announcement.
    expect(await b.handler.get('/pt/music/agenda', {})).toBeNull();
    const publisher = new Redis(url);
    expect(await publisher.publish(SITE_REVALIDATE_CHANNEL, encodeRevalidation(['content:music']))).toBe(3);
    await expect.poll(() => b.handler.get('/pt/music', {})).toBeNull();
    // It ends after it: answered, not kept (it may hold what the hook replaced).
    await b.handler.set('/pt/music/agenda', page('<p>read before the hook</p>'), lifetime);
    expect(await a.handler.get('/pt/music/agenda', {})).toBeNull();
    // One that began after it is kept.
    expect(await b.handler.get('/pt/music/agenda', {})).toBeNull();
    await b.handler.set('/pt/music/agenda', page('<p>read after the hook</p>'), lifetime);
    expect((await a.handler.get('/pt/music/agenda', {}))?.value.html).toBe('<p>read after the hook</p>');
    expect(await b.handler.get('fetch-music', { tags: ['content', 'content:music'] })).toBeNull();
    expect((await b.handler.get('/pt/digital', {}))?.value.html).toBe('<p>digital</p>');
    // A page stored just after, from a gateway that had not heard of the change yet: the settle sweep.
    await b.handler.set('/pt/music', page('<p>old, stored late</p>'), lifetime);
    await expect.poll(() => a.handler.get('/pt/music', {}), { timeout: 3000 }).toBeNull();
    expect(a.logged.some((line) => line.includes('revalidating content:music'))).toBe(true);
    // Anything else on the channel is counted and ignored.
    await publisher.publish(SITE_REVALIDATE_CHANNEL, '{"tags":["_N_T_/"]}');
    await expect.poll(() => a.Handler.failures.counts.announcement).toBe(1);
    publisher.disconnect();
  });

  it('serves nothing past freshness plus the stale window', async () => {
    vi.resetModules();
    const short = await replica('rel-short', 1, 500);
    replicas.push(short);
    await short.handler.set('/pt/music/short', page('<p>short</p>'), { cacheControl: { revalidate: 1, expire: 2 } });
    await short.handler.set('/pt/music/never-read', page('<p>x</p>'), { cacheControl: { revalidate: 1, expire: 2 } });
    expect(await short.handler.get('/pt/music/short', {})).not.toBeNull();
    const raw = new Redis(url);
    expect(await raw.hlen('agency:site:rel-short:__sharedTags__')).toBe(2);
    await new Promise((r) => setTimeout(r, 2100));
    expect(await short.handler.get('/pt/music/short', {})).toBeNull();
    // Nothing of them is left in Redis: the entries expired, their tag index fields are pruned.
    await expect.poll(() => raw.hlen('agency:site:rel-short:__sharedTags__'), { timeout: 3000 }).toBe(0);
    expect(await raw.exists('agency:site:rel-short:/pt/music/never-read')).toBe(0);
    raw.disconnect();
  });

  /*
   * Redis goes away: every read is a miss at once (the page renders), every write is skipped, and
   * the failures are counted and logged, once and then as a summary, not per request.
   */
  it('fails open, counted and logged, when Redis is down', async () => {
    const { handler, Handler, logged } = replicas[0] as Awaited<ReturnType<typeof replica>>;
    redis.kill('SIGKILL');
    await new Promise((resolve) => redis.once('exit', resolve));
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    for (let i = 0; i < 20; i += 1) {
      expect(await handler.get('/pt/music/eventos', {})).toBeNull();
      await handler.set(`/pt/music/${i}`, page('<p>x</p>'), lifetime);
    }
    expect(Date.now() - started).toBeLessThan(2000);
    expect(Handler.failures.counts.get).toBe(20);
    expect(Handler.failures.counts.set).toBe(20);
    const failureLines = logged.filter((line) => line.includes('pages render without the shared cache'));
    expect(failureLines).toHaveLength(1);
    // Back: reads and writes share again, and the recovery is logged.
    redis = startRedis();
    await waitForRedis();
    await new Promise((resolve) =>
      Handler.client.status === 'ready' ? resolve(null) : Handler.client.once('ready', resolve),
    );
    await handler.set('/pt/music/back', page('<p>back</p>'), lifetime);
    expect((await handler.get('/pt/music/back', {}))?.value.html).toBe('<p>back</p>');
    expect(logged.at(-1)).toMatch(/Redis answers again/);
  });
});
