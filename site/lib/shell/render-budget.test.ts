import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  addressBucket,
  createMemoryBuckets,
  createRenderBudget,
  CROWD_VISITORS,
  NEW_VISITORS,
  isPageRequest,
  skipsTheProxy,
  STATIC_FILE_EXTENSIONS,
  wasRendered,
} from './render-budget.mjs';

const visitorAt = (address: string) => ({ address, visitor: null });

describe('the render budget', () => {
  it('lets a burst through, then one render per refill, and tells how long to wait', async () => {
    let clock = 0;
    const budget = createRenderBudget({
      buckets: createMemoryBuckets(),
      perMinute: 6,
      burst: 3,
      maxInFlight: 8,
      now: () => clock,
    });
    for (let i = 0; i < 3; i += 1) {
      expect(await budget.retryAfter(visitorAt('203.0.113.9'))).toBe(0);
      await budget.start(visitorAt('203.0.113.9'))(true);
    }
    expect(await budget.retryAfter(visitorAt('203.0.113.9'))).toBe(10);
    expect(await budget.retryAfter(visitorAt('198.51.100.1'))).toBe(0);
    clock = 9_000;
    expect(await budget.retryAfter(visitorAt('203.0.113.9'))).toBe(1);
    clock = 10_000;
    expect(await budget.retryAfter(visitorAt('203.0.113.9'))).toBe(0);
  });

  it('spends nothing for an answer from the cache', async () => {
    const budget = createRenderBudget({
      buckets: createMemoryBuckets(),
      perMinute: 6,
      burst: 1,
      maxInFlight: 8,
      now: () => 0,
    });
    for (let i = 0; i < 20; i += 1) await budget.start(visitorAt('a'))(false);
    expect(await budget.retryAfter(visitorAt('a'))).toBe(0);
    await budget.start(visitorAt('a'))(true);
    expect(await budget.retryAfter(visitorAt('a'))).toBe(10);
  });

  it('holds a visitor to a few requests in flight, so a concurrent burst cannot pass its budget together', async () => {
    let clock = 0;
    const budget = createRenderBudget({
      buckets: createMemoryBuckets(),
      perMinute: 60,
      burst: 2,
      maxInFlight: 3,
      now: () => clock,
    });
    const ends = [budget.start(visitorAt('a')), budget.start(visitorAt('a')), budget.start(visitorAt('a'))];
    expect(await budget.retryAfter(visitorAt('a'))).toBe(1);
    for (const end of ends) await end(true);
    // Three renders on a budget of two: the one overspent is waited off too.
    expect(await budget.retryAfter(visitorAt('a'))).toBe(2);
    clock = 2_000;
    expect(await budget.retryAfter(visitorAt('a'))).toBe(0);
  });

  it('counts visitors with a token apart: a crowd on one address is not one visitor, a script still is', async () => {
    let clock = 0;
    const budget = createRenderBudget({
      buckets: createMemoryBuckets(),
      perMinute: 6,
      burst: 3,
      maxInFlight: 8,
      now: () => clock,
    });
    // Twenty visitors behind one address, three renders each over a minute, one a second: none refused,
    // though the address alone would have had three.
    for (let i = 0; i < 3; i += 1) {
      for (let v = 0; v < 20; v += 1) {
        const who = { address: '203.0.113.9', visitor: `visitor-${v}` };
        expect(await budget.retryAfter(who), `visitor ${v}, render ${i + 1}`).toBe(0);
        await budget.start(who)(true);
        clock += 1_000;
      }
    }
    // Each is held to its own budget, and the address without a token (a script that keeps no
    // cookie) to its own, untouched by the crowd.
    const first = { address: '203.0.113.9', visitor: 'visitor-0' };
    for (let i = 0; i < 3; i += 1) await budget.start(first)(true);
    expect(await budget.retryAfter(first)).toBeGreaterThan(0);
    expect(await budget.retryAfter(visitorAt('203.0.113.9'))).toBe(0);
    // The crowd's ceiling (CROWD_VISITORS visitors' bursts) holds whatever the number of tokens.
    let admitted = 0;
    for (let v = 0; v < 200; v += 1) {
      const who = { address: '198.51.100.7', visitor: `minted-${v}` };
      while ((await budget.retryAfter(who)) === 0) {
        await budget.start(who)(true);
        admitted += 1;
      }
    }
    expect(admitted).toBe(3 * CROWD_VISITORS);
  });

  it('gives new visitor tokens at most NEW_VISITORS’ pace per address', async () => {
    const budget = createRenderBudget({
      buckets: createMemoryBuckets(),
      perMinute: 6,
      burst: 3,
      maxInFlight: 8,
      now: () => 0,
    });
    let given = 0;
    for (let i = 0; i < NEW_VISITORS.burst + 50; i += 1) if (await budget.mayMintVisitor('203.0.113.9')) given += 1;
    expect(given).toBe(NEW_VISITORS.burst);
    expect(await budget.mayMintVisitor('198.51.100.1')).toBe(true);
  });

  it('stays bounded whatever the number of addresses, forgetting full buckets first', () => {
    const buckets = createMemoryBuckets({ maxKeys: 100 });
    const rule = { perMinute: 60, burst: 2 };
    for (let i = 0; i < 10_000; i += 1) buckets.spend(`10.0.${i >> 8}.${i & 255}`, rule, 1, 0);
    expect(buckets.size()).toBe(100);
    // Asking costs nothing and leaves no bucket behind.
    const asked = createMemoryBuckets();
    for (let i = 0; i < 1000; i += 1) asked.spend(`10.1.${i >> 8}.${i & 255}`, rule, 0, 0);
    expect(asked.size()).toBe(0);
  });
});

describe('what counts', () => {
  it('counts an address as the gateway does: IPv4 alone (mapped or not), IPv6 by its /64', () => {
    expect(addressBucket('203.0.113.9')).toBe('203.0.113.9');
    expect(addressBucket('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressBucket('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8:1:2:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('counts whatever the app answers, a file-like path too; not public files, build files, the optimizer, the GraphQL proxy nor comp cards', () => {
    const publicFiles = new Set(['/favicon.ico', '/selector/fallback.jpg']);
    for (const url of [
      '/',
      '/contato',
      '/en/atrizes?letra=a',
      '/12/ana',
      '/sitemap.xml',
      '/x.y/z',
      '/pt/cq-empresariamento/talento/10051/x.png',
      '/made-up.js',
      '/selector/other.jpg',
      '/_next/made-up',
    ])
      expect(isPageRequest(url, publicFiles), url).toBe(true);
    for (const url of [
      '/_next/static/chunks/a.js',
      '/_next/image?url=%2Fselector%2Ffallback.jpg&w=640&q=75',
      '/api/graphql',
      '/comp-cards/pt/1.pdf',
      '/favicon.ico',
      '/selector/fallback.jpg',
      '/selector/fallback%2Ejpg',
    ])
      expect(isPageRequest(url, publicFiles), url).toBe(false);
  });

  it('takes a file-like path below the root that is no public file for one the proxy never routed', () => {
    const publicFiles = new Set(['/favicon.ico', '/selector/fallback.jpg']);
    for (const url of [
      '/pt/cq-empresariamento/talento/10051/x.png',
      '/pt/music/x.css',
      '/en/cq-empresariamento/x.txt?y=1',
      '/pt/music/x%2Epng',
      '/selector/other.jpg',
    ])
      expect(skipsTheProxy(url, publicFiles), url).toBe(true);
    for (const url of [
      '/favicon.ico',
      '/robots.txt',
      '/selector/fallback.jpg',
      '/_next/static/chunks/a.js',
      '/x.y/z',
      '/blog/a.b',
      '/12/ana',
    ])
      expect(skipsTheProxy(url, publicFiles), url).toBe(false);
  });

  it('keeps the proxy matcher’s list of file extensions', () => {
    const proxy = readFileSync(new URL('../../proxy.ts', import.meta.url), 'utf8');
    const listed = /\.\*\\\\\.\(\?:([^)]+)\)\$/.exec(proxy)?.[1];
    expect(listed?.split('|')).toEqual(STATIC_FILE_EXTENSIONS);
  });

  it('counts every answer but one from the page cache: a miss, a dynamic page, an error page, a redirect', () => {
    expect(wasRendered('MISS')).toBe(true);
    expect(wasRendered(undefined)).toBe(true);
    expect(wasRendered('')).toBe(true);
    expect(wasRendered('HIT')).toBe(false);
    expect(wasRendered('stale')).toBe(false);
  });
});
