import { feetInches, inchesOf, optionTables } from '@agency/schema/validation';
import type { Measure, MeasureOptionTable } from '../../generated/resolvers-types';

export type MeasureKey = 'height' | 'bust' | 'suit' | 'hips' | 'waist' | 'jeans';
export type TalentGender = 'woman' | 'man' | 'undefined';

/** The measures shown per gender, in order (women: height, bust, hips, waist, jeans; men: height, suit, hips, waist, jeans); no gendered measures when gender is undefined. */
export const MEASURES_BY_GENDER: Record<TalentGender, readonly MeasureKey[]> = {
  woman: ['height', 'bust', 'hips', 'waist', 'jeans'],
  man: ['height', 'suit', 'hips', 'waist', 'jeans'],
  undefined: [],
};

/**
 * The shown part of a raw measure: 'a/b' -> a, with cm appended for height;
 * 'axb' -> a; 'a b' -> a. A plain numeric height also gets its unit.
 */
export function formatMeasure(key: MeasureKey, raw: string | null | undefined): string | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  let first: string;
  if (value.includes('/')) first = value.split('/')[0]!;
  else if (/^[^\s]+x[^\s]+$/i.test(value)) first = value.split(/x/i)[0]!;
  else first = value.split(/\s+/)[0]!;
  first = first.trim();
  if (first === '') return null;
  if (key === 'height' && /^\d+([.,]\d+)?$/.test(first)) return `${first}cm`;
  return first;
}

function numberIn(text: string): number | null {
  const match = /\d+(?:[.,]\d+)?/.exec(text);
  return match ? Number(match[0].replace(',', '.')) : null;
}

/** Imperial reading of a formatted metric value: feet/inches for height, inches for bust, waist and hips. */
export function imperialMeasure(key: MeasureKey, metric: string): string | null {
  let value = numberIn(metric);
  if (value === null || value <= 0) return null;
  if (key === 'height') {
    if (value < 3) value *= 100; // given in metres, e.g. '1.78'
    const { feet, inches } = feetInches(value);
    return `${feet}'${inches}"`;
  }
  if (key === 'bust' || key === 'waist' || key === 'hips') return `${inchesOf(value)} in`;
  return null;
}

/** The measures a card or profile shows for a gender, skipping empty ones. */
export function measuresFor(
  gender: TalentGender,
  values: Partial<Record<MeasureKey, string | null | undefined>>,
): Measure[] {
  const measures: Measure[] = [];
  for (const key of MEASURES_BY_GENDER[gender]) {
    const metric = formatMeasure(key, values[key]);
    if (metric !== null) measures.push({ key, metric, imperial: imperialMeasure(key, metric) });
  }
  return measures;
}

/**
 * The option tables the schema's shared rules define (measures 'metric/imperial' with a label, sizes,
 * hair and eye colours, genders, categories), as GraphQL serves them.
 */
export function measureOptionTables(): MeasureOptionTable[] {
  return optionTables().map((table) => ({ key: table.key, options: table.options.map((o) => ({ ...o })) }));
}
