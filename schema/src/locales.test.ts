import { describe, expect, it } from 'vitest';
import { brandConstantName, brandKeyOfConstantName, BRAND_KEYS } from './brands';
import { localeEnumOf, localizedPath, siteLocaleOf } from './locales';

describe('brand constant names', () => {
  it('turn keys into enum values and env suffixes and back', () => {
    expect(brandConstantName('cq-empresariamento')).toBe('CQ_EMPRESARIAMENTO');
    for (const key of BRAND_KEYS) expect(brandKeyOfConstantName(brandConstantName(key))).toBe(key);
    expect(brandKeyOfConstantName('cq_empresariamento')).toBe('cq-empresariamento');
    expect(brandKeyOfConstantName('NOPE')).toBeNull();
  });
});

describe('locales', () => {
  it('map route locales to the GraphQL enum and back, Portuguese by default', () => {
    expect(localeEnumOf('en')).toBe('EN');
    expect(localeEnumOf('pt')).toBe('PT');
    expect(localeEnumOf(undefined)).toBe('PT');
    expect(siteLocaleOf('EN')).toBe('en');
    expect(siteLocaleOf(null)).toBe('pt');
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
