import { describe, expect, it } from 'vitest';
import { GENERIC_ROUTE_KINDS, POST_KINDS } from '@agency/schema/post-kinds';
import { BRANDS } from '@agency/schema/brands';
import { brandHasKind, eventKindForBrand, listTitleKey } from './kinds';

describe('brandHasKind', () => {
  it('keeps events to music and shows, workshops and palestras to cultural', () => {
    expect(brandHasKind('music', 'EVENT')).toBe(true);
    expect(brandHasKind('cq-empresariamento', 'EVENT')).toBe(false);
    expect(brandHasKind('cultural', 'WORKSHOP')).toBe(true);
    expect(brandHasKind('digital', 'LECTURE')).toBe(false);
  });

  it('gives every brand highlights, and a blog only to the talent brands (music and cultural have none)', () => {
    for (const brand of BRANDS) {
      expect(brandHasKind(brand.key, 'HIGHLIGHT'), brand.key).toBe(true);
      expect(brandHasKind(brand.key, 'BLOG'), brand.key).toBe(brand.content === 'talents');
    }
    expect(brandHasKind('music', 'BLOG')).toBe(false);
    expect(brandHasKind('cultural', 'BLOG')).toBe(false);
  });
});

describe('eventKindForBrand', () => {
  it('reads music events and cultural shows by slug, nothing elsewhere', () => {
    expect(eventKindForBrand('music')).toBe('EVENT');
    expect(eventKindForBrand('cultural')).toBe('SHOW');
    expect(eventKindForBrand('jabuticaba')).toBeNull();
  });
});

describe('listTitleKey', () => {
  it('names the table’s list title of each kind the generic routes serve (table-labels.test.ts checks the catalogues)', () => {
    for (const kind of GENERIC_ROUTE_KINDS) expect(listTitleKey(kind)).toBe(POST_KINDS[kind].titleKey);
  });
});
