import { describe, expect, it } from 'vitest';
import { brandConstantName, brandKeyOfConstantName, BRAND_KEYS, isBrandKey } from './brands';
import { isSiteLocale, localizedPath } from './locales';

describe('brand constant names', () => {
  it('turn keys into enum values and env suffixes and back', () => {
    expect(brandConstantName('cq-empresariamento')).toBe('CQ_EMPRESARIAMENTO');
    for (const key of BRAND_KEYS) expect(brandKeyOfConstantName(brandConstantName(key))).toBe(key);
    expect(brandKeyOfConstantName('cq_empresariamento')).toBe('cq-empresariamento');
    expect(brandKeyOfConstantName('NOPE')).toBeNull();
  });
});

describe('request guards', () => {
  it("take only the tables' keys and locales", () => {
    for (const key of BRAND_KEYS) expect(isBrandKey(key)).toBe(true);
    expect(isBrandKey('CQ_EMPRESARIAMENTO')).toBe(false);
    expect(isBrandKey('toString')).toBe(false);
    expect(isSiteLocale('en')).toBe(true);
    expect(isSiteLocale('pt')).toBe(true);
    expect(isSiteLocale('EN')).toBe(false);
    expect(isSiteLocale('')).toBe(false);
  });
});

describe('localizedPath', () => {
  it('keeps Portuguese paths and puts English ones under /en', () => {
    expect(localizedPath('pt', '/blog')).toBe('/blog');
    expect(localizedPath('pt', '/')).toBe('/');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('en', '/blog/a')).toBe('/en/blog/a');
  });
});
