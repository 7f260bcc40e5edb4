import { describe, expect, it } from 'vitest';
import { GENERIC_ROUTE_KINDS, POST_KINDS } from '@agency/schema/post-kinds';
import contentEn from '@/messages/en/content.json';
import contentPt from '@/messages/pt/content.json';
import { brandHasKind, eventKindForBrand, listTitleKey, toGraphLocale, type ListKind } from './kinds';

describe('brandHasKind', () => {
  it('keeps events to music and shows, workshops and palestras to cultural', () => {
    expect(brandHasKind('music', 'EVENT')).toBe(true);
    expect(brandHasKind('cq-empresariamento', 'EVENT')).toBe(false);
    expect(brandHasKind('cultural', 'WORKSHOP')).toBe(true);
    expect(brandHasKind('digital', 'LECTURE')).toBe(false);
  });

  it('gives every brand highlights, and a blog only to the talent brands (music and cultural have none)', () => {
    for (const brand of ['cq-empresariamento', 'jabuticaba', 'digital', 'music', 'cultural']) {
      expect(brandHasKind(brand, 'HIGHLIGHT')).toBe(true);
    }
    for (const brand of ['cq-empresariamento', 'jabuticaba', 'digital']) expect(brandHasKind(brand, 'BLOG')).toBe(true);
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

describe('toGraphLocale', () => {
  it('maps route locales to the enum', () => {
    expect(toGraphLocale('en')).toBe('EN');
    expect(toGraphLocale('pt')).toBe('PT');
  });
});

describe('listTitleKey', () => {
  it('names a list title present in every catalogue for each kind the generic routes serve', () => {
    for (const kind of GENERIC_ROUTE_KINDS) {
      const key = listTitleKey(kind as ListKind);
      expect(key).toBe(POST_KINDS[kind].titleKey);
      expect(contentPt.lists[key], `pt ${key}`).toEqual(expect.any(String));
      expect(contentEn.lists[key], `en ${key}`).toEqual(expect.any(String));
    }
  });
});
