import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  emailKey,
  type RateLimiter,
} from '../src/security/rate-limit';

const rule = { limit: 3, windowMs: 60_000 };

async function exhaust(limiter: RateLimiter, key: string) {
  const decisions = [];
  for (let i = 0; i < rule.limit + 1; i += 1) decisions.push(await limiter.consume(key, rule));
  return decisions;
}

describe('in-memory rate limiter', () => {
  it('allows the limit, refuses the next with the seconds left, and forgets after the window', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => now);
    const decisions = await exhaust(limiter, 'ip:1.2.3.4');
    expect(decisions.slice(0, 3).map((d) => d.allowed)).toEqual([true, true, true]);
    expect(decisions[3]).toEqual({ allowed: false, retryAfterSeconds: 60 });
    now += 45_500;
    expect(await limiter.consume('ip:1.2.3.4', rule)).toEqual({ allowed: false, retryAfterSeconds: 15 });
    expect(await limiter.consume('ip:5.6.7.8', rule)).toMatchObject({ allowed: true });
    now += 15_000;
    expect(await limiter.consume('ip:1.2.3.4', rule)).toMatchObject({ allowed: true });
  });

  it('keys e-mails by a hash of the normalised address', () => {
    expect(emailKey(' Ana@Example.com ')).toBe(emailKey('ana@example.com'));
    expect(emailKey('Ana+promo@Example.com')).toBe(emailKey('ana@example.com'));
    expect(emailKey('ana@example.com')).not.toContain('ana');
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

describe('Redis rate limiter (real redis-server)', () => {
  let redis: ChildProcess;
  let url: string;

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
    url = `redis://127.0.0.1:${port}`;
    await new Promise<void>((resolve, reject) => {
      redis.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Ready to accept connections')) resolve();
      });
      redis.on('error', reject);
    });
  });

  afterAll(() => {
    redis.kill();
  });

  const options = { prefix: 'forms:rate:', whenUnavailable: 'refuse' } as const;

  it('shares counters between limiters (gateway processes) and reports the time left', async () => {
    const a = createRedisRateLimiter(url, options);
    const b = createRedisRateLimiter(url, options);
    expect(await a.consume('email:x', rule)).toMatchObject({ allowed: true });
    expect(await b.consume('email:x', rule)).toMatchObject({ allowed: true });
    expect(await a.consume('email:x', rule)).toMatchObject({ allowed: true });
    expect(await b.consume('email:x', rule)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await b.consume('email:other', rule)).toMatchObject({ allowed: true });
    await a.close();
    await b.close();
  });

  it('gives every counter a TTL of its window, so Redis never keeps a key longer', async () => {
    const limiter = createRedisRateLimiter(url, options);
    await limiter.consume('ip:7.7.7.7', rule);
    await limiter.consume('ip:7.7.7.7', rule);
    const probe = new Redis(url);
    const ttl = await probe.pttl('forms:rate:ip:7.7.7.7');
    probe.disconnect();
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(rule.windowMs);
    await limiter.close();
  });

  it('refuses (fails closed) when Redis cannot answer, or allows when built to fail open; both report it', async () => {
    const errors: unknown[] = [];
    const closed = createRedisRateLimiter('redis://127.0.0.1:1', { ...options, onError: (e) => errors.push(e) });
    expect(await closed.consume('ip:9.9.9.9', rule)).toEqual({ allowed: false, unavailable: true });
    const open = createRedisRateLimiter('redis://127.0.0.1:1', {
      ...options,
      whenUnavailable: 'allow',
      onError: (e) => errors.push(e),
    });
    expect((await exhaust(open, 'ip:9.9.9.9')).every((d) => d.allowed)).toBe(true);
    expect(errors.length).toBeGreaterThan(0);
    await closed.close();
    await open.close();
  });
});
