import {
  AGE_RANGE,
  COLOUR_MAX_LENGTH,
  HEIGHT_RANGE,
  isColourShaped,
  type Bounds,
} from '@agency/schema/validation/casting';
import type { CastingFilter } from '../../generated/resolvers-types';
import { badInput } from '../shared/arguments';
import { colourIndex, NO_CASTING, resolveColour, type CastingColours, type CastingCriteria } from './casting';

function range(what: string, min: number | null | undefined, max: number | null | undefined, bounds: Bounds) {
  for (const end of [min, max]) {
    if (end !== null && end !== undefined && (!Number.isInteger(end) || end < bounds.min || end > bounds.max)) {
      throw badInput(`A ${what} filter is a whole number from ${bounds.min} to ${bounds.max}.`);
    }
  }
  if (min !== null && min !== undefined && max !== null && max !== undefined && min > max) {
    throw badInput(`A ${what} range's minimum is at most its maximum.`);
  }
  if ((min ?? null) === null && (max ?? null) === null) return null;
  return { min: min ?? null, max: max ?? null };
}

/** Refuses a colour that could name no colour (too long, digits, symbols) before any list is read. */
export function checkColourShape(what: string, value: string | null | undefined): void {
  if (value === null || value === undefined) return;
  if (!isColourShaped(value)) {
    throw badInput(`A ${what} colour is a listed colour's name, in letters (at most ${COLOUR_MAX_LENGTH} characters).`);
  }
}

/** Whether the filters name a colour (then the attribute lists must be read to resolve it). */
export function namesColour(filter: CastingFilter | null | undefined): boolean {
  return Boolean(filter?.hair || filter?.eyes);
}

/**
 * The casting filters checked and resolved: ages 0-120 and heights 30-250 cm as whole numbers with
 * min <= max, colours that name a listed colour (its value or a label, case and accents ignored).
 * Anything else is BAD_USER_INPUT, before a list is filtered.
 */
export function castingCriteria(
  filter: CastingFilter | null | undefined,
  colours: CastingColours | null,
): CastingCriteria {
  if (!filter) return NO_CASTING;
  checkColourShape('hair', filter.hair);
  checkColourShape('eye', filter.eyes);
  const colour = (what: 'hair' | 'eyes', value: string | null | undefined) => {
    if (!value) return null;
    const found = colours ? resolveColour(colourIndex(colours[what]), value) : null;
    if (!found)
      throw badInput(`'${value}' is not one of the ${what === 'hair' ? 'hair' : 'eye'} colours (castingOptions).`);
    return found;
  };
  return {
    gender: filter.gender ?? null,
    age: range('age', filter.ageMin, filter.ageMax, AGE_RANGE),
    height: range('height', filter.heightMin, filter.heightMax, HEIGHT_RANGE),
    hair: colour('hair', filter.hair),
    eyes: colour('eyes', filter.eyes),
  };
}
