import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisBackend } from '../backends';
import { createContentStore } from '../content-store';

/** A real redis-server (Debian package) on a free loopback port, no persistence. */
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let redis: ChildProcess;
let url: string;

beforeAll(async () => {
  const port = await freePort();
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  url = `redis://127.0.0.1:${port}`;
  const probe = redisBackend(url);
  for (let i = 0; i < 50; i += 1) {
    try {
      await probe.ping();
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  await probe.close();
});

afterAll(() => {
  redis?.kill();
});

describe('redis store backend', () => {
  it('shares entries between two store instances and invalidates across them', async () => {
    const ttlSeconds = { talents: 300, posts: 300, site: 900, options: 3600 };
    const a = createContentStore(redisBackend(url), { ttlSeconds });
    const b = createContentStore(redisBackend(url), { ttlSeconds });
    const key = { type: 'staff', brand: 'music' } as const;
    expect(await a.get(key, async () => [{ name: 'Ana' }])).toEqual([{ name: 'Ana' }]);
    expect(await b.get(key, async () => 'not called')).toEqual([{ name: 'Ana' }]);
    expect(await b.invalidate({ brand: 'music' })).toBe(1);
    expect(await a.get(key, async () => [{ name: 'Bia' }])).toEqual([{ name: 'Bia' }]);
    await a.ping();
    await Promise.all([a.close(), b.close()]);
  });
});
