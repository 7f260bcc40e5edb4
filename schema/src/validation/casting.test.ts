import { describe, expect, it } from 'vitest';
import { AGE_RANGE, boundedInt, foldForMatch, HEIGHT_RANGE, inRange, isColourShaped, parseRange } from './casting';

describe('ranges from a URL or a form', () => {
  it('reads whole numbers within the bounds, each end optional', () => {
    expect(parseRange('18', '30', AGE_RANGE)).toEqual({ min: 18, max: 30 });
    expect(parseRange(' 160 ', null, HEIGHT_RANGE)).toEqual({ min: 160, max: null });
    expect(parseRange('', '175', HEIGHT_RANGE)).toEqual({ min: null, max: 175 });
  });

  it('swaps ends given the wrong way round', () => {
    expect(parseRange('40', '20', AGE_RANGE)).toEqual({ min: 20, max: 40 });
  });

  it('drops ends that are not whole numbers within the bounds; none at all is no range', () => {
    for (const value of ['-1', '121', '1e3', '20.5', 'vinte', '0x1f', '99999999999999999999']) {
      expect(boundedInt(value, AGE_RANGE)).toBeNull();
    }
    expect(parseRange('abc', '999', AGE_RANGE)).toBeNull();
    expect(parseRange('10', '20', HEIGHT_RANGE)).toBeNull();
    expect(parseRange(undefined, undefined, AGE_RANGE)).toBeNull();
  });

  it('puts a value in a range inclusively; an unknown value is in no range', () => {
    expect(inRange(18, { min: 18, max: 30 })).toBe(true);
    expect(inRange(30, { min: 18, max: 30 })).toBe(true);
    expect(inRange(31, { min: 18, max: null })).toBe(true);
    expect(inRange(17, { min: 18, max: null })).toBe(false);
    expect(inRange(null, { min: 18, max: null })).toBe(false);
    expect(inRange(null, null)).toBe(true);
  });
});

describe('text compared ignoring accents and case', () => {
  it('folds labels and values alike', () => {
    expect(foldForMatch('Avelã')).toBe('avela');
    expect(foldForMatch('  ÂMBAR ')).toBe('ambar');
    expect(foldForMatch('Castanho_Escuro')).toBe(foldForMatch('castanho escuro'));
    expect(foldForMatch('Dark-Brown')).toBe('dark brown');
  });

  it('takes only colour-shaped names', () => {
    expect(isColourShaped('Verde Acinzentado')).toBe(true);
    expect(isColourShaped('Avelã')).toBe(true);
    expect(isColourShaped('x'.repeat(41))).toBe(false);
    expect(isColourShaped('<script>')).toBe(false);
    expect(isColourShaped('   ')).toBe(false);
  });
});
