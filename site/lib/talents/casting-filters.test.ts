import { describe, expect, it } from 'vitest';
import {
  castingVariables,
  NO_CASTING,
  normalizeColour,
  normalizeGender,
  talentFiltersFromParams,
  talentFiltersFromSearch,
  talentFiltersQuery,
  talentListKey,
  type CastingColourLists,
} from './casting-filters';

const COLOURS: CastingColourLists = {
  hair: [
    { value: 'Dark Brown', label: 'Castanho Escuro' },
    { value: 'Blonde', label: 'Loiro' },
  ],
  eyes: [
    { value: 'Hazel', label: 'Avelã' },
    { value: 'Amber', label: 'Âmbar' },
  ],
};

describe('casting filters from the URL', () => {
  it('reads every filter, colours by value or label with any case and accents', () => {
    const filters = talentFiltersFromSearch(
      '?q=ana&letra=a&genero=Mulher&idade_min=18&idade_max=30&altura_min=165&cabelo=castanho%20escuro&olhos=AVELA',
      COLOURS,
    );
    expect(filters).toEqual({
      search: 'ana',
      letter: 'A',
      casting: {
        gender: 'woman',
        age: { min: 18, max: 30 },
        height: { min: 165, max: null },
        hair: 'Dark Brown',
        eyes: 'Hazel',
      },
    });
  });

  it('leaves out what names nothing: unknown colours and genders, ranges out of bounds', () => {
    const filters = talentFiltersFromParams(
      { genero: 'robot', idade_min: '-3', idade_max: '500', altura_min: 'alta', cabelo: 'Violeta', olhos: '<b>' },
      COLOURS,
    );
    expect(filters.casting).toEqual(NO_CASTING);
  });

  it('swaps a range given the wrong way round', () => {
    expect(talentFiltersFromSearch('?altura_min=180&altura_max=160', COLOURS).casting.height).toEqual({
      min: 160,
      max: 180,
    });
  });

  it('reads genders in either language', () => {
    expect(normalizeGender('HOMEM')).toBe('man');
    expect(normalizeGender('woman')).toBe('woman');
    expect(normalizeGender(['indefinido', 'man'])).toBe('undefined');
    expect(normalizeGender('')).toBeNull();
  });

  it('reads colours against the lists only', () => {
    expect(normalizeColour('âmbar', COLOURS.eyes)).toBe('Amber');
    expect(normalizeColour('ambar', COLOURS.hair)).toBeNull();
    expect(normalizeColour(undefined, COLOURS.hair)).toBeNull();
  });
});

describe('casting filters back to a URL and the gateway', () => {
  const filters = talentFiltersFromSearch('?olhos=hazel&genero=man&idade_max=40&q=Bia', COLOURS);

  it('writes a stable query that reads back the same', () => {
    const query = talentFiltersQuery(filters);
    expect(query).toBe('?q=Bia&genero=man&idade_max=40&olhos=Hazel');
    expect(talentFiltersFromSearch(query, COLOURS)).toEqual(filters);
    expect(talentFiltersQuery({ search: null, letter: null, casting: NO_CASTING })).toBe('');
  });

  it('keys lists by every filter, the search in any case', () => {
    const key = talentListKey('digital', null, filters);
    expect(key).not.toBe(talentListKey('digital', null, { ...filters, casting: NO_CASTING }));
    expect(key).toBe(
      talentListKey('digital', null, talentFiltersFromSearch('?q=bia&genero=HOMEM&idade_max=40&olhos=Avelã', COLOURS)),
    );
  });

  it('sends the gateway its input, or none', () => {
    expect(castingVariables(filters.casting)).toEqual({
      gender: 'MAN',
      ageMin: null,
      ageMax: 40,
      heightMin: null,
      heightMax: null,
      hair: null,
      eyes: 'Hazel',
    });
    expect(castingVariables(NO_CASTING)).toBeNull();
  });
});
