import { foldForMatch, inRange, type IntRange } from '@agency/schema/validation/casting';
import type { CastingFacets, Gender } from '../../generated/resolvers-types';
import type { RestTalentSummary } from '../../upstream/rest';
import { genderOf } from './mappers';

/**
 * The casting filters' rules, pure: a talent's age from its birth date, its height in cm from the
 * measure as the back-end writes it, its colours read against the attribute lists, whether it
 * matches, and the counts per choice (facets).
 */

/** A colour of an attribute list: the value filters name, its labels, and every spelling that names it. */
export interface CastingColour {
  id: string;
  /** The English value (what the back-end stores on a talent, and what a filter names). */
  value: string;
  labels: { pt: string; en: string };
}

export interface CastingColours {
  hair: readonly CastingColour[];
  eyes: readonly CastingColour[];
}

/** What a talent is filtered by. */
export interface CastingTraits {
  gender: Gender;
  age: number | null;
  height: number | null;
  /** The listed colour's value, or null when the talent's is not given or not listed. */
  hair: string | null;
  eyes: string | null;
}

/** Checked, resolved filters (colours as their listed value). */
export interface CastingCriteria {
  gender: Gender | null;
  age: IntRange | null;
  height: IntRange | null;
  hair: string | null;
  eyes: string | null;
}

export const NO_CASTING: CastingCriteria = { gender: null, age: null, height: null, hair: null, eyes: null };

const BIRTHDATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Age in whole years on `today` (UTC) of a yyyy-MM-dd birth date: a birthday not reached yet this
 * year does not count. Null for anything that is no real past date (absent, malformed, 2023-02-30,
 * in the future).
 */
export function ageOn(birthdate: string | null | undefined, today: Date): number | null {
  const match = BIRTHDATE.exec(birthdate?.trim() ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const [ty, tm, td] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const age = ty - year - (tm < month || (tm === month && td < day) ? 1 : 0);
  return age >= 0 ? age : null;
}

/**
 * A height in whole centimetres from the measure as written: '178/5.8', '178x5.8', '178 5.8',
 * '178', '178cm', or metres ('1.78', '1,78'). Null when it names no plausible height.
 */
export function heightInCm(raw: string | null | undefined): number | null {
  const match = /\d+(?:[.,]\d+)?/.exec(raw ?? '');
  if (!match) return null;
  let value = Number(match[0].replace(',', '.'));
  if (value > 0 && value < 3) value *= 100;
  const cm = Math.round(value);
  return cm >= 30 && cm <= 300 ? cm : null;
}

/** Every spelling that names a colour (value, both labels, id), folded, to its value. */
export function colourIndex(colours: readonly CastingColour[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const colour of colours) {
    for (const name of [colour.value, colour.labels.pt, colour.labels.en, colour.id]) {
      const key = foldForMatch(name);
      if (key && !index.has(key)) index.set(key, colour.value);
    }
  }
  return index;
}

/** The listed value a colour names (case and accents ignored), or null. */
export function resolveColour(index: ReadonlyMap<string, string>, raw: string | null | undefined): string | null {
  if (!raw) return null;
  return index.get(foldForMatch(raw)) ?? null;
}

export function traitsOf(
  talent: RestTalentSummary,
  today: Date,
  hair: ReadonlyMap<string, string>,
  eyes: ReadonlyMap<string, string>,
): CastingTraits {
  return {
    gender: genderOf(talent.gender).gender,
    age: ageOn(talent.birthdate, today),
    height: heightInCm(talent.height),
    hair: resolveColour(hair, talent.hair),
    eyes: resolveColour(eyes, talent.eyes),
  };
}

type Facet = keyof CastingCriteria;

/** Whether a talent matches every filter but `skip` (the facet being counted). */
export function matchesCasting(traits: CastingTraits, criteria: CastingCriteria, skip?: Facet): boolean {
  return (
    (skip === 'gender' || criteria.gender === null || traits.gender === criteria.gender) &&
    (skip === 'age' || inRange(traits.age, criteria.age)) &&
    (skip === 'height' || inRange(traits.height, criteria.height)) &&
    (skip === 'hair' || criteria.hair === null || traits.hair === criteria.hair) &&
    (skip === 'eyes' || criteria.eyes === null || traits.eyes === criteria.eyes)
  );
}

export function hasCasting(criteria: CastingCriteria): boolean {
  return Object.values(criteria).some((value) => value !== null);
}

const GENDERS: readonly Gender[] = ['WOMAN', 'MAN', 'UNDEFINED'];

function span(values: readonly (number | null)[]) {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? { min: Math.min(...known), max: Math.max(...known) } : null;
}

/**
 * Per choice of each filter, how many talents match it with the other filters kept (the count a
 * visitor gets by choosing it); every listed colour is counted, zero included. One pass per facet.
 */
export function castingFacets(
  traits: readonly CastingTraits[],
  criteria: CastingCriteria,
  colours: CastingColours,
): CastingFacets {
  const others = (facet: Facet) => traits.filter((t) => matchesCasting(t, criteria, facet));
  const tally = <K>(rows: readonly CastingTraits[], key: (t: CastingTraits) => K | null) => {
    const counts = new Map<K, number>();
    for (const row of rows) {
      const k = key(row);
      if (k !== null) counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    return counts;
  };
  const genders = tally(others('gender'), (t) => t.gender);
  const hair = tally(others('hair'), (t) => t.hair);
  const eyes = tally(others('eyes'), (t) => t.eyes);
  return {
    gender: GENDERS.map((gender) => ({ gender, count: genders.get(gender) ?? 0 })),
    hair: colours.hair.map((c) => ({ value: c.value, count: hair.get(c.value) ?? 0 })),
    eyes: colours.eyes.map((c) => ({ value: c.value, count: eyes.get(c.value) ?? 0 })),
    age: span(others('age').map((t) => t.age)),
    height: span(others('height').map((t) => t.height)),
  };
}
