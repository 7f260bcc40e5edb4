import { describe, expect, it } from 'vitest';
import type { RestTalentSummary } from '../../../upstream/rest';
import {
  ageOn,
  castingFacets,
  colourIndex,
  heightInCm,
  matchesCasting,
  NO_CASTING,
  resolveColour,
  traitsOf,
  type CastingColours,
} from '../casting';
import { castingCriteria } from '../casting-arguments';
import { pairColours } from '../colours';

const COLOURS: CastingColours = {
  hair: pairColours(
    [
      { id: 1, value: 'Dark Brown' },
      { id: 2, value: 'Blonde' },
    ],
    [
      { id: 1, value: 'Castanho Escuro' },
      { id: 2, value: 'Loiro' },
    ],
  ),
  eyes: pairColours(
    [
      { id: 7, value: 'Hazel' },
      { id: 8, value: 'Amber' },
    ],
    [
      { id: 7, value: 'Avelã' },
      { id: 8, value: 'Âmbar' },
    ],
  ),
};

const TODAY = new Date(Date.UTC(2026, 10, 28));

describe('age from a birth date', () => {
  it('counts whole years, a birthday not reached yet this year not counting', () => {
    expect(ageOn('2000-11-28', TODAY)).toBe(26);
    expect(ageOn('2000-11-29', TODAY)).toBe(25);
    expect(ageOn('2000-12-01', TODAY)).toBe(25);
    expect(ageOn('2000-01-15', TODAY)).toBe(26);
    expect(ageOn('2004-02-29', new Date(Date.UTC(2026, 1, 28)))).toBe(21);
    expect(ageOn('2004-02-29', new Date(Date.UTC(2026, 2, 1)))).toBe(22);
  });

  it('has no age for dates that are not real past dates', () => {
    for (const value of [null, undefined, '', '28/11/2000', '2000-02-30', '2000-13-01', '2027-01-01', '2000-1-1']) {
      expect(ageOn(value, TODAY)).toBeNull();
    }
  });
});

describe('height from a measure as written', () => {
  it('reads the metric part in cm, metres included', () => {
    expect(heightInCm('178/5.8')).toBe(178);
    expect(heightInCm('178x5.8')).toBe(178);
    expect(heightInCm('178 5.8')).toBe(178);
    expect(heightInCm('178cm')).toBe(178);
    expect(heightInCm('1.78')).toBe(178);
    expect(heightInCm('1,65')).toBe(165);
  });

  it('has no height for empty or implausible values', () => {
    for (const value of [null, '', 'alta', '0', '9999']) expect(heightInCm(value)).toBeNull();
  });
});

describe('colours, case and accents ignored', () => {
  const eyes = colourIndex(COLOURS.eyes);
  it('names a colour by its value, either label or id', () => {
    for (const spelling of ['Hazel', 'hazel', 'AVELÃ', 'avela', ' Avelã ', '7']) {
      expect(resolveColour(eyes, spelling)).toBe('Hazel');
    }
    expect(resolveColour(eyes, 'ambar')).toBe('Amber');
    expect(resolveColour(colourIndex(COLOURS.hair), 'castanho-escuro')).toBe('Dark Brown');
  });

  it('names nothing for an unlisted colour', () => {
    expect(resolveColour(eyes, 'Violet')).toBeNull();
    expect(resolveColour(eyes, null)).toBeNull();
  });
});

function row(overrides: Partial<RestTalentSummary>): RestTalentSummary {
  return { id: 1, name: 'A', cover: 'c.jpg', categories: [], gender: 'woman', ...overrides } as RestTalentSummary;
}

describe('matching and counts', () => {
  const [hair, eyes] = [colourIndex(COLOURS.hair), colourIndex(COLOURS.eyes)];
  const traits = [
    row({ gender: 'woman', birthdate: '2000-01-01', height: '170/5.6', hair: 'Loiro', eyes: 'hazel' }),
    row({ gender: 'woman', birthdate: '1990-06-01', height: '165', hair: 'Dark Brown', eyes: 'Amber' }),
    row({ gender: 'man', birthdate: null, height: '185 6.1', hair: 'blonde', eyes: 'Âmbar' }),
    row({ gender: null, birthdate: '1980-01-01', height: null, hair: 'Purple', eyes: null }),
  ].map((t) => traitsOf(t, TODAY, hair, eyes));

  it('reads each talent against the lists', () => {
    expect(traits[0]).toEqual({ gender: 'WOMAN', age: 26, height: 170, hair: 'Blonde', eyes: 'Hazel' });
    expect(traits[3]).toEqual({ gender: 'UNDEFINED', age: 46, height: null, hair: null, eyes: null });
  });

  it('keeps a talent only when every filter matches; unknown values match no filter on them', () => {
    const criteria = { ...NO_CASTING, age: { min: 20, max: 40 } };
    expect(traits.map((t) => matchesCasting(t, criteria))).toEqual([true, true, false, false]);
    const tall = { ...NO_CASTING, height: { min: 168, max: null } };
    expect(traits.map((t) => matchesCasting(t, tall))).toEqual([true, false, true, false]);
  });

  it('counts each choice with the other filters kept, every listed colour included', () => {
    const facets = castingFacets(traits, { ...NO_CASTING, gender: 'WOMAN', hair: 'Blonde' }, COLOURS);
    expect(facets.gender).toEqual([
      { gender: 'WOMAN', count: 1 },
      { gender: 'MAN', count: 1 },
      { gender: 'UNDEFINED', count: 0 },
    ]);
    expect(facets.hair).toEqual([
      { value: 'Dark Brown', count: 1 },
      { value: 'Blonde', count: 1 },
    ]);
    expect(facets.eyes).toEqual([
      { value: 'Hazel', count: 1 },
      { value: 'Amber', count: 0 },
    ]);
    expect(facets.age).toEqual({ min: 26, max: 26 });
    expect(castingFacets([], NO_CASTING, COLOURS).height).toBeNull();
  });
});

describe('casting arguments', () => {
  it('resolves colours by any spelling and keeps open range ends', () => {
    expect(castingCriteria({ hair: 'LOIRO', eyes: 'avelã', ageMin: 18 }, COLOURS)).toEqual({
      gender: null,
      age: { min: 18, max: null },
      height: null,
      hair: 'Blonde',
      eyes: 'Hazel',
    });
  });

  it.each([
    [{ ageMin: -1 }, /age filter/],
    [{ ageMax: 121 }, /age filter/],
    [{ ageMin: 40, ageMax: 20 }, /minimum is at most/],
    [{ heightMin: 10 }, /height filter/],
    [{ heightMax: 2_000_000_000 }, /height filter/],
    [{ hair: 'x'.repeat(41) }, /at most 40/],
    [{ hair: "'); DROP TABLE talents;--" }, /in letters/],
    [{ eyes: '<script>' }, /in letters/],
    [{ hair: 'Violet' }, /not one of the hair colours/],
  ])('refuses %j', (filter, message) => {
    expect(() => castingCriteria(filter, COLOURS)).toThrow(message);
    try {
      castingCriteria(filter, COLOURS);
    } catch (error) {
      expect((error as { extensions: { code: string } }).extensions.code).toBe('BAD_USER_INPUT');
    }
  });
});
