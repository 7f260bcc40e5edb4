import { describe, expect, it } from 'vitest';
import { addressBucket, createMemoryRateLimiter, emailKey, ipKey, normalizeEmail } from '../rate-limit';

const rule = { limit: 2, windowMs: 60_000 };

describe('a window of the rate limiter', () => {
  it('tells what is left of the quota and when the window ends (the RateLimit header)', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    expect(await limiter.consume('a', rule)).toEqual({ allowed: true, remaining: 1, resetSeconds: 60 });
    now += 30_500;
    expect(await limiter.consume('a', rule)).toEqual({ allowed: true, remaining: 0, resetSeconds: 30 });
    expect(await limiter.consume('a', rule)).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });
});

describe('in-memory rate limiter stays bounded', () => {
  it('holds at most maxKeys after 100k distinct keys, and still counts the keys it holds', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => now, 10_000);
    for (let i = 0; i < 100_000; i += 1) {
      now += 1;
      await limiter.consume(`ip:10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, rule);
      if (i % 1000 === 0) expect(limiter.size()).toBeLessThanOrEqual(10_000);
    }
    expect(limiter.size()).toBe(10_000);
    // The newest keys are the ones kept: the latest one still counts toward its limit.
    const last = `ip:10.1.134.159`;
    expect(await limiter.consume(last, rule)).toMatchObject({ allowed: true });
    expect(await limiter.consume(last, rule)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('forgets expired windows as time passes, without waiting to be full', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now, 1_000_000);
    for (let i = 0; i < 5000; i += 1) await limiter.consume(`k${i}`, rule);
    expect(limiter.size()).toBe(5000);
    now += rule.windowMs;
    await limiter.consume('fresh', rule);
    expect(limiter.size()).toBe(1);
  });

  it('starts a new window for a key whose window ended (re-queued at the back)', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now, 3);
    await limiter.consume('a', rule);
    await limiter.consume('a', rule);
    expect(await limiter.consume('a', rule)).toMatchObject({ allowed: false });
    now += rule.windowMs;
    expect(await limiter.consume('a', rule)).toMatchObject({ allowed: true });
    await limiter.consume('b', rule);
    await limiter.consume('c', rule);
    await limiter.consume('d', rule);
    expect(limiter.size()).toBe(3);
  });
});

describe('address buckets', () => {
  it('counts an IPv4 address alone and IPv4-mapped IPv6 as that IPv4 address', () => {
    expect(ipKey('203.0.113.7')).toBe('ip:203.0.113.7');
    expect(ipKey('::ffff:203.0.113.7')).toBe('ip:203.0.113.7');
    expect(ipKey('::ffff:cb00:7107')).toBe('ip:203.0.113.7');
  });

  it('counts IPv6 per /64: every address of one subscriber block shares one key', () => {
    const a = ipKey('2001:db8:1234:5678::1');
    expect(a).toBe('ip:2001:db8:1234:5678::/64');
    expect(ipKey('2001:0db8:1234:5678:ffff:eeee:dddd:cccc')).toBe(a);
    expect(ipKey('2001:DB8:1234:5678:0:0:0:2')).toBe(a);
    expect(ipKey('2001:db8:1234:5678::2%eth0')).toBe(a);
    expect(ipKey('2001:db8:1234:5679::1')).not.toBe(a);
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });

  it('keeps anything that is not an address as it is', () => {
    expect(addressBucket('unknown')).toBe('unknown');
  });
});

describe('e-mail keys', () => {
  it('lower-cases and drops the +tag of the local part', () => {
    expect(normalizeEmail(' Ana.Lima+Promo@Example.COM ')).toBe('ana.lima@example.com');
    expect(emailKey('ana+1@example.com')).toBe(emailKey('ANA+2@example.com'));
    expect(emailKey('ana@example.com')).not.toBe(emailKey('ana@example.org'));
  });

  it('drops dots for Gmail, whose mailboxes ignore them, and treats googlemail.com as gmail.com', () => {
    expect(normalizeEmail('A.n.a+x@gmail.com')).toBe('ana@gmail.com');
    expect(emailKey('a.na@googlemail.com')).toBe(emailKey('ana@gmail.com'));
    // Elsewhere dots are part of the mailbox.
    expect(emailKey('a.na@example.com')).not.toBe(emailKey('ana@example.com'));
  });

  it('never puts the address itself in the key', () => {
    expect(emailKey('ana@example.com')).toMatch(/^email:[0-9a-f]{32}$/);
  });
});
