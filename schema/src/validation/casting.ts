/**
 * The casting filters of the talent lists (gender, age range, height range, hair and eye colour):
 * their bounds and the one way text is compared, shared by the site (which reads them from the
 * URL) and the gateway (which refuses what lies outside them and filters with them).
 */

/** Ages a filter may name, in whole years. */
export const AGE_RANGE = { min: 0, max: 120 } as const;
/** Heights a filter may name, in centimetres. */
export const HEIGHT_RANGE = { min: 30, max: 250 } as const;
/** Characters of a hair or eye colour a filter may name (the longest listed is 'Strawberry Blonde'). */
export const COLOUR_MAX_LENGTH = 40;

export type Bounds = { readonly min: number; readonly max: number };

/** An inclusive range; either end may be open (null). */
export interface IntRange {
  min: number | null;
  max: number | null;
}

/**
 * Text as the filters compare it: accents and case ignored, inner spaces collapsed, so 'Avelã',
 * 'avela' and ' AVELÃ ' are one colour.
 */
export function foldForMatch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

/** Whether a colour named by a filter has a shape worth looking up: letters, spaces and hyphens, bounded. */
export function isColourShaped(value: string): boolean {
  return value.length <= COLOUR_MAX_LENGTH && /^[\p{L}\p{M} '_-]+$/u.test(value.trim()) && value.trim() !== '';
}

/** A whole number within the bounds, from a URL or a form ('170', ' 170 '); anything else is none. */
export function boundedInt(value: string | null | undefined, bounds: Bounds): number | null {
  const text = value?.trim() ?? '';
  if (!/^\d{1,4}$/.test(text)) return null;
  const n = Number(text);
  return n >= bounds.min && n <= bounds.max ? n : null;
}

/**
 * A range from its two ends as a URL or a form gives them: each end a whole number within the
 * bounds (else open), the ends swapped when given the wrong way round, and no range at all
 * (null) when both are open.
 */
export function parseRange(
  min: string | null | undefined,
  max: string | null | undefined,
  bounds: Bounds,
): IntRange | null {
  let low = boundedInt(min, bounds);
  let high = boundedInt(max, bounds);
  if (low === null && high === null) return null;
  if (low !== null && high !== null && low > high) [low, high] = [high, low];
  return { min: low, max: high };
}

/** Whether a value falls in a range (inclusive); a value that is not known falls in no range. */
export function inRange(value: number | null, range: IntRange | null | undefined): boolean {
  if (!range || (range.min === null && range.max === null)) return true;
  if (value === null) return false;
  return (range.min === null || value >= range.min) && (range.max === null || value <= range.max);
}
