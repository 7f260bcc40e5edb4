import { brandByKey, type BrandDefinition } from '@agency/schema/brands';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PANELS } from '../src/backends';
import { contractOnlyTextFields } from '../src/routes/talents';
import { talentIdBase } from '../src/seed/dataset';
import { hostedVideoPath, nearestClipColour, ownClipPath } from '../src/seed/media-paths';
import { aboutReaders, aboutText, writtenFromRow } from '../src/seed/site';

/** A sixth brand on the creative agency's panel, in a colour no committed clip has. */
const SIXTH: BrandDefinition = {
  ...brandByKey('jabuticaba'),
  id: 6,
  key: 'kids' as BrandDefinition['key'],
  name: 'CQ Kids',
  color: '#2F80ED',
};
const assetExists = (path: string) => existsSync(fileURLToPath(new URL(`../assets/${path}`, import.meta.url)));

describe('a new row of the brand table needs no hand-made sandbox content', () => {
  it('plays the committed clip nearest to a colour that has no clip of its own', () => {
    expect(assetExists(ownClipPath(SIXTH.color))).toBe(false);
    const clip = hostedVideoPath(SIXTH.color);
    expect(assetExists(clip), clip).toBe(true);
    // A colour with its own clip plays it; the nearest of a few is the closest in RGB.
    const committed = readdirSync(fileURLToPath(new URL('../assets/videos/', import.meta.url)));
    expect(committed).toContain(hostedVideoPath('#FEE600').slice('videos/'.length));
    expect(hostedVideoPath('#FEE600')).toBe(ownClipPath('#fee600'));
    expect(nearestClipColour('#fde001', ['000000', 'fee600', '93ae06'])).toBe('fee600');
    expect(nearestClipColour('#101010', ['000000', 'fee600', '93ae06'])).toBe('000000');
    expect(() => nearestClipColour('#101010', [])).toThrow(/no clip/);
  });

  it('names a brand that reads its about page from a panel whose text does not name it, in both languages', () => {
    for (const lang of ['pt', 'en'] as const) {
      // The table's readers (a sixth brand of the recipe check's copy apart).
      const readers = aboutReaders('jabuticaba').filter((brand) => brand.name !== SIXTH.name);
      const alone = aboutText('jabuticaba', lang, readers);
      expect(alone).not.toContain(SIXTH.name);
      const withSixth = aboutText('jabuticaba', lang, [...readers, SIXTH]);
      expect(withSixth.startsWith(alone)).toBe(true);
      expect(withSixth).toContain(`<strong>${SIXTH.name}</strong>`);
    }
  });

  it('writes the About text of a panel without one from its brand row: name, what it does, office', () => {
    const pt = writtenFromRow(SIXTH, 'Rua X, 1 - São Paulo - SP', 'pt');
    const en = writtenFromRow({ ...SIXTH, content: 'shows' }, 'Rua X, 1 - São Paulo - SP', 'en');
    expect(pt).toContain('<strong>CQ Kids</strong> representa artistas');
    expect(pt).toContain('Rua X, 1 - São Paulo - SP');
    expect(en).toContain('<strong>CQ Kids</strong> produces shows');
  });

  it('gives every panel of the table its own range of talent ids', () => {
    const bases = PANELS.map(talentIdBase);
    expect(new Set(bases).size).toBe(PANELS.length);
    expect(bases[0]).toBe(10_001);
    for (const base of bases) expect((base - 1) % 10_000).toBe(0);
  });

  it("gives a text field the contract adds to the profile a demo value, and leaves the seed's own fields alone", () => {
    const talent = { name: 'Ana Souza' };
    expect(contractOnlyTextFields(talent, 'pt', ['about', 'nationality'])).toEqual({});
    expect(contractOnlyTextFields(talent, 'pt', ['about', 'nationality', 'hobbies'])).toEqual({
      hobbies: 'Ana Souza: hobbies (exemplo)',
    });
    expect(contractOnlyTextFields(talent, 'en', ['favourite_food'])).toEqual({
      favourite_food: 'Ana Souza: favourite food (sample)',
    });
  });
});
