import { describe, expect, it } from 'vitest';
import { brandHasKind, eventKindForBrand, toGraphLocale } from './kinds';

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
