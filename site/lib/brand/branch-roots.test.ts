import { describe, expect, it } from 'vitest';
import { BRANDS } from '@agency/schema/brands';
import { branchRoute, sisterBrandHref } from './branch-roots';

describe('branchRoute', () => {
  it("renders a brand's own branch root as its home, and its event by slug as /{slug}", () => {
    for (const brand of BRANDS) expect(branchRoute(brand.key, [brand.branchRoot])).toEqual({ own: true, path: [] });
    expect(branchRoute('music', ['cq-music', 'encontro-de-violas'])).toEqual({
      own: true,
      path: ['encontro-de-violas'],
    });
  });

  it("leads a sister brand's branch root to the same address on that brand's site", () => {
    const route = branchRoute('cq-empresariamento', ['cq-music']);
    expect(route).toMatchObject({ own: false, path: '/' });
    expect(route && !route.own && route.brand.key).toBe('music');
    const event = branchRoute('digital', ['cq-cultural', 'ilha-deserta']);
    expect(event).toMatchObject({ own: false, path: '/cq-cultural/ilha-deserta' });
    expect(event && !event.own && event.brand.key).toBe('cultural');
  });

  it('leaves every other path alone', () => {
    expect(branchRoute('music', [''])).toBeNull();
    expect(branchRoute('music', ['eventos'])).toBeNull();
    // Talent brands have no event by slug, and nothing lies deeper.
    expect(branchRoute('music', ['jabuticaba', 'atores'])).toBeNull();
    expect(branchRoute('cq-empresariamento', ['cq-music', 'a', 'b'])).toBeNull();
    expect(branchRoute('music', ['%E0%A4%A'])).toBeNull();
  });
});

describe('sisterBrandHref', () => {
  it("links a sister brand through its branch root on this site, in the page's language", () => {
    expect(sisterBrandHref('music', 'pt')).toBe('/cq-music');
    expect(sisterBrandHref('music', 'en')).toBe('/en/cq-music');
    for (const brand of BRANDS)
      expect(branchRoute('jabuticaba', [sisterBrandHref(brand.key, 'pt').slice(1)])).not.toBeNull();
  });
});
