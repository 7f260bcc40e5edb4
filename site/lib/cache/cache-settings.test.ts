import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCacheSettings, ROUTE_REVALIDATE_SECONDS } from './cache-settings.mjs';

const APP = path.resolve(import.meta.dirname, '../../app');

describe('the cache settings', () => {
  it('default to a minute fresh and a minute stale: pages expire two minutes after their render', () => {
    expect(readCacheSettings({})).toEqual({
      redisUrl: null,
      revalidateSeconds: 60,
      staleSeconds: 60,
      pageExpireSeconds: 120,
    });
  });

  it('take a page freshness from the smaller of the data freshness and the routes', () => {
    expect(readCacheSettings({ SITE_REVALIDATE_SECONDS: '5', SITE_STALE_SECONDS: '3' }).pageExpireSeconds).toBe(8);
    expect(readCacheSettings({ SITE_REVALIDATE_SECONDS: '300' }).pageExpireSeconds).toBe(120);
  });

  it('refuse a wrong value by name, and a Redis URL of another scheme', () => {
    expect(() => readCacheSettings({ SITE_STALE_SECONDS: '0' })).toThrow(/SITE_STALE_SECONDS/);
    expect(() => readCacheSettings({ SITE_STALE_SECONDS: '1.5' })).toThrow(/SITE_STALE_SECONDS/);
    expect(() => readCacheSettings({ SITE_REDIS_URL: 'http://cache:6379' })).toThrow(/SITE_REDIS_URL/);
    expect(readCacheSettings({ SITE_REDIS_URL: 'redis://:secret@cache:6379/1' }).redisUrl).toBe(
      'redis://:secret@cache:6379/1',
    );
  });

  it('know the revalidate every content route exports (Next reads it from the file, not from here)', () => {
    const exported = readdirSync(APP, { recursive: true, encoding: 'utf8' })
      .filter((file) => /page\.tsx$/.test(file))
      .map((file) => /export const revalidate = (\d+);/.exec(readFileSync(path.join(APP, file), 'utf8'))?.[1])
      .filter((value): value is string => value !== undefined);
    expect(exported.length).toBeGreaterThan(10);
    expect(new Set(exported)).toEqual(new Set([String(ROUTE_REVALIDATE_SECONDS)]));
  });
});
