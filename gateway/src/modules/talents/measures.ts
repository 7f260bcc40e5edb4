import type { Measure, MeasureOptionTable } from '../../generated/resolvers-types';

export type MeasureKey = 'height' | 'bust' | 'suit' | 'hips' | 'waist' | 'jeans';
export type TalentGender = 'woman' | 'man' | 'undefined';

/** The spec's measures per gender, in its order; no gendered measures when gender is undefined. */
export const MEASURES_BY_GENDER: Record<TalentGender, readonly MeasureKey[]> = {
  woman: ['height', 'bust', 'hips', 'waist', 'jeans'],
  man: ['height', 'suit', 'hips', 'waist', 'jeans'],
  undefined: [],
};

const CM_PER_INCH = 2.54;
const LB_PER_KG = 2.20462;

/**
 * The shown part of a raw measure (spec §3): 'a/b' -> a, with cm appended for height;
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

/** Feet and inches of a height in cm, inches rounded (12 carries into a foot). */
export function feetInches(cm: number): { feet: number; inches: number } {
  const totalInches = cm / CM_PER_INCH;
  let feet = Math.floor(totalInches / 12);
  let inches = Math.round(totalInches - feet * 12);
  if (inches === 12) {
    feet += 1;
    inches = 0;
  }
  return { feet, inches };
}

export function inchesOf(cm: number): string {
  return (cm / CM_PER_INCH).toFixed(1);
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

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function lengthTable(key: string, from: number, to: number): MeasureOptionTable {
  return {
    key,
    options: range(from, to).map((cm) => ({ value: `${cm}/${inchesOf(cm)}`, label: `${cm} cm / ${inchesOf(cm)} in` })),
  };
}

/** The spec's option tables (§3): each value 'metric/imperial' with a label. */
export function measureOptionTables(): MeasureOptionTable[] {
  return [
    {
      key: 'height',
      options: range(30, 200).map((cm) => {
        const { feet, inches } = feetInches(cm);
        return { value: `${cm}/${feet}.${inches}`, label: `${cm} cm / ${feet}'${inches}"` };
      }),
    },
    lengthTable('bust', 65, 200),
    lengthTable('waist', 20, 200),
    lengthTable('hips', 20, 200),
    lengthTable('chest', 10, 200),
    {
      key: 'weight',
      options: range(3, 200).map((kg) => {
        const lb = (kg * LB_PER_KG).toFixed(1);
        return { value: `${kg}/${lb}`, label: `${kg} kg / ${lb} lb` };
      }),
    },
  ];
}
