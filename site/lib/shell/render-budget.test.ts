import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  addressBucket,
  createRenderBudget,
  isPageRequest,
  skipsTheProxy,
  STATIC_FILE_EXTENSIONS,
  wasRendered,
} from './render-budget.mjs';

describe('the per-address render budget', () => {
  it('lets a burst through, then one render per refill, and tells how long to wait', () => {
    let clock = 0;
    const budget = createRenderBudget({ perMinute: 6, burst: 3, maxInFlight: 8, now: () => clock });
    for (let i = 0; i < 3; i += 1) {
      expect(budget.retryAfter('203.0.113.9')).toBe(0);
      budget.start('203.0.113.9')(true);
    }
    expect(budget.retryAfter('203.0.113.9')).toBe(10);
    expect(budget.retryAfter('198.51.100.1')).toBe(0);
    clock = 9_000;
    expect(budget.retryAfter('203.0.113.9')).toBe(1);
    clock = 10_000;
    expect(budget.retryAfter('203.0.113.9')).toBe(0);
  });

  it('spends nothing for an answer from the cache', () => {
    const budget = createRenderBudget({ perMinute: 6, burst: 1, maxInFlight: 8, now: () => 0 });
    for (let i = 0; i < 20; i += 1) budget.start('a')(false);
    expect(budget.retryAfter('a')).toBe(0);
    budget.start('a')(true);
    expect(budget.retryAfter('a')).toBe(10);
  });

  it('holds an address to a few requests in flight, so a concurrent burst cannot pass its budget together', () => {
    let clock = 0;
    const budget = createRenderBudget({ perMinute: 60, burst: 2, maxInFlight: 3, now: () => clock });
    const ends = [budget.start('a'), budget.start('a'), budget.start('a')];
    expect(budget.retryAfter('a')).toBe(1);
    for (const end of ends) end(true);
    // Three renders on a budget of two: the one overspent is waited off too.
    expect(budget.retryAfter('a')).toBe(2);
    clock = 2_000;
    expect(budget.retryAfter('a')).toBe(0);
  });

  it('stays bounded whatever the number of addresses, forgetting full buckets first', () => {
    const budget = createRenderBudget({ perMinute: 60, burst: 2, maxInFlight: 8, maxKeys: 100, now: () => 0 });
    for (let i = 0; i < 10_000; i += 1) budget.start(`10.0.${i >> 8}.${i & 255}`)(true);
    expect(budget.size()).toBe(100);
    // Cached answers leave no bucket behind.
    const cached = createRenderBudget({ perMinute: 60, burst: 2, maxInFlight: 8, now: () => 0 });
    for (let i = 0; i < 1000; i += 1) cached.start(`10.1.${i >> 8}.${i & 255}`)(false);
    expect(cached.size()).toBe(0);
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
