import {
  AGE_RANGE,
  foldForMatch,
  HEIGHT_RANGE,
  isColourShaped,
  parseRange,
  type IntRange,
} from '@agency/schema/validation/casting';
import {
  LETTER_PARAM,
  normalizeLetter,
  normalizeSearch,
  SEARCH_PARAM,
  type ListFilterValues,
} from '@/lib/lists/filters';
import type { BrandKey } from '@agency/schema/brands';

/**
 * The talent lists' filters: the name search and letter of every list plus the casting filters
 * (gender, age and height ranges, hair and eye colour), all kept in the URL so a filtered list can
 * be shared, reloaded and sent by a GET form without JavaScript.
 */

/** Query parameters of the casting filters, in the order a URL writes them. */
export const CASTING_PARAMS = {
  gender: 'genero',
  ageMin: 'idade_min',
  ageMax: 'idade_max',
  heightMin: 'altura_min',
  heightMax: 'altura_max',
  hair: 'cabelo',
  eyes: 'olhos',
} as const;

/** Every query parameter that filters a talent list (the proxy sends such URLs to the per-request list). */
export const TALENT_LIST_PARAMS: readonly string[] = [SEARCH_PARAM, LETTER_PARAM, ...Object.values(CASTING_PARAMS)];

export const GENDERS = ['woman', 'man', 'undefined'] as const;
export type CastingGender = (typeof GENDERS)[number];

export interface CastingFilters {
  gender: CastingGender | null;
  age: IntRange | null;
  height: IntRange | null;
  /** A listed colour's value (e.g. 'Dark Brown'). */
  hair: string | null;
  eyes: string | null;
}

export interface TalentFilters extends ListFilterValues {
  casting: CastingFilters;
}

/** A colour the filters offer: its value and its label in the page's language. */
export interface ColourOption {
  value: string;
  label: string;
}

export interface CastingColourLists {
  hair: readonly ColourOption[];
  eyes: readonly ColourOption[];
}

export const NO_CASTING: CastingFilters = { gender: null, age: null, height: null, hair: null, eyes: null };
export const NO_COLOURS: CastingColourLists = { hair: [], eyes: [] };

type Raw = string | string[] | null | undefined;
const one = (value: Raw) => (Array.isArray(value) ? value[0] : value) ?? null;

/** Gender words a URL may carry ('Mulher', 'woman', 'WOMAN' alike), to the back-end's key. */
const GENDER_WORDS: Record<string, CastingGender> = {
  woman: 'woman',
  mulher: 'woman',
  man: 'man',
  homem: 'man',
  undefined: 'undefined',
  indefinido: 'undefined',
};

export function normalizeGender(value: Raw): CastingGender | null {
  return GENDER_WORDS[foldForMatch(one(value) ?? '')] ?? null;
}

/**
 * A colour from the URL as one of the listed colours, named by its value or its label, case and
 * accents ignored ('avela', 'HAZEL', 'Avelã' are Hazel); anything else is no filter.
 */
export function normalizeColour(value: Raw, options: readonly ColourOption[]): string | null {
  const raw = one(value);
  if (!raw || !isColourShaped(raw)) return null;
  const wanted = foldForMatch(raw);
  return options.find((o) => foldForMatch(o.value) === wanted || foldForMatch(o.label) === wanted)?.value ?? null;
}

/** The casting filters of a query, read by name; values that name nothing are left out. */
export function castingFrom(read: (name: string) => Raw, colours: CastingColourLists): CastingFilters {
  const p = CASTING_PARAMS;
  return {
    gender: normalizeGender(read(p.gender)),
    age: parseRange(one(read(p.ageMin)), one(read(p.ageMax)), AGE_RANGE),
    height: parseRange(one(read(p.heightMin)), one(read(p.heightMax)), HEIGHT_RANGE),
    hair: normalizeColour(read(p.hair), colours.hair),
    eyes: normalizeColour(read(p.eyes), colours.eyes),
  };
}

/** The filters of a page's search params (Next's `searchParams`). */
export function talentFiltersFromParams(
  params: Record<string, string | string[] | undefined>,
  colours: CastingColourLists,
): TalentFilters {
  return {
    search: normalizeSearch(params[SEARCH_PARAM]),
    letter: normalizeLetter(params[LETTER_PARAM]),
    casting: castingFrom((name) => params[name], colours),
  };
}

/** The filters of a query string ('?q=ana&genero=woman'), read as the server reads them. */
export function talentFiltersFromSearch(search: string, colours: CastingColourLists): TalentFilters {
  const params = new URLSearchParams(search);
  return {
    search: normalizeSearch(params.get(SEARCH_PARAM)),
    letter: normalizeLetter(params.get(LETTER_PARAM)),
    casting: castingFrom((name) => params.get(name), colours),
  };
}

/** Whether a query names a colour (the colour lists are then needed to read it). */
export function namesColour(query: { has(name: string): boolean }): boolean {
  return query.has(CASTING_PARAMS.hair) || query.has(CASTING_PARAMS.eyes);
}

/** The casting filters as query entries, in a stable order (hidden fields and links carry them). */
export function castingEntries(casting: CastingFilters): [string, string][] {
  const p = CASTING_PARAMS;
  const entries: [string, number | string | null | undefined][] = [
    [p.gender, casting.gender],
    [p.ageMin, casting.age?.min],
    [p.ageMax, casting.age?.max],
    [p.heightMin, casting.height?.min],
    [p.heightMax, casting.height?.max],
    [p.hair, casting.hair],
    [p.eyes, casting.eyes],
  ];
  return entries.flatMap(([name, value]) => (value === null || value === undefined ? [] : [[name, String(value)]]));
}

/** The query string of a filtered talent list ('' when unfiltered), in a stable order. */
export function talentFiltersQuery(filters: TalentFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set(SEARCH_PARAM, filters.search);
  if (filters.letter) params.set(LETTER_PARAM, filters.letter);
  for (const [name, value] of castingEntries(filters.casting)) params.set(name, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Identifies one list (brand, category, filters): loaded lists are kept under this key and reused. */
export function talentListKey(brand: BrandKey, category: string | null, filters: TalentFilters): string {
  const casting = castingEntries(filters.casting)
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return [brand, category ?? '', filters.search?.toLowerCase() ?? '', filters.letter ?? '', casting].join('|');
}

export function castingCount(casting: CastingFilters): number {
  return [casting.gender, casting.age, casting.height, casting.hair, casting.eyes].filter((v) => v !== null).length;
}

/** The gateway's CastingFilter input, or null when no casting filter is set. */
export function castingVariables(casting: CastingFilters) {
  if (castingCount(casting) === 0) return null;
  return {
    gender: casting.gender ? (casting.gender.toUpperCase() as 'WOMAN' | 'MAN' | 'UNDEFINED') : null,
    ageMin: casting.age?.min ?? null,
    ageMax: casting.age?.max ?? null,
    heightMin: casting.height?.min ?? null,
    heightMax: casting.height?.max ?? null,
    hair: casting.hair,
    eyes: casting.eyes,
  };
}
