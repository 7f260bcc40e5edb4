import { BRANDS, brandByKey, type BrandDefinition } from '@agency/schema/brands';
import { describe, expect, it } from 'vitest';
import { brandsOfPanel, panelBrand, panelHighlightCategories, PANELS } from '../src/backends';
import { panelPostKinds } from '../src/seed/dataset';

/** A sixth brand served by the creative agency's panel, with one highlight category of its own. */
const SIXTH: BrandDefinition = {
  ...brandByKey('jabuticaba'),
  id: 6,
  key: 'jabuticaba-kids' as BrandDefinition['key'],
  name: 'Jabuticaba Kids',
  highlightCategories: ['kids'],
};
const WITH_SIXTH = [...BRANDS, SIXTH];

describe('panels and the brands they serve', () => {
  it('names every panel for the first brand whose own panel it is, and every panel has one', () => {
    for (const panel of PANELS) {
      expect(panelBrand(panel).backends.own).toBe(panel);
      expect(brandsOfPanel(panel)[0]).toBe(panelBrand(panel));
    }
  });

  it('keeps a panel named for its first brand when another brand shares it, adding its highlight categories', () => {
    const categories = brandByKey('jabuticaba').highlightCategories;
    expect(panelBrand('jabuticaba', WITH_SIXTH).name).toBe('Jabuticaba');
    expect(panelHighlightCategories('jabuticaba', WITH_SIXTH)).toEqual([...categories, 'kids']);
  });

  it('seeds on each panel the kinds of post some brand reads from it', () => {
    for (const brand of BRANDS) {
      for (const kind of brand.postKinds) {
        const served = PANELS.filter((panel) => panelPostKinds(panel).includes(kind));
        expect(served.length, `${brand.key} ${kind}`).toBeGreaterThan(0);
      }
    }
    expect(panelPostKinds('music')).toContain('EVENT');
    expect(panelPostKinds('main')).not.toContain('EVENT');
  });
});
