import { describe, expect, it } from 'vitest';
import { feetInches } from '@agency/schema/validation';
import { formatMeasure, imperialMeasure, measuresFor } from '../measures';

describe('formatMeasure', () => {
  it("shows the first part of 'a/b', with cm appended for height", () => {
    expect(formatMeasure('height', '178/5.10')).toBe('178cm');
    expect(formatMeasure('bust', '90/35')).toBe('90');
  });

  it("shows the first part of 'axb'", () => {
    expect(formatMeasure('suit', '50x52')).toBe('50');
    expect(formatMeasure('jeans', '38X40')).toBe('38');
  });

  it('shows the first part of a space-separated value', () => {
    expect(formatMeasure('waist', '70 28')).toBe('70');
    expect(formatMeasure('hips', ' 96  38 ')).toBe('96');
  });

  it('keeps plain values and drops empty ones', () => {
    expect(formatMeasure('jeans', '40')).toBe('40');
    expect(formatMeasure('height', '165')).toBe('165cm');
    expect(formatMeasure('bust', '')).toBeNull();
    expect(formatMeasure('bust', null)).toBeNull();
    expect(formatMeasure('bust', '/')).toBeNull();
  });
});

describe('imperial conversion', () => {
  it('gives feet and inches for height', () => {
    expect(imperialMeasure('height', '178cm')).toBe(`5'10"`);
    expect(imperialMeasure('height', '1.70')).toBe(`5'7"`);
    expect(feetInches(182.5)).toEqual({ feet: 6, inches: 0 });
  });

  it('gives inches for bust, waist and hips, and nothing for suit and jeans', () => {
    expect(imperialMeasure('bust', '90')).toBe('35.4 in');
    expect(imperialMeasure('waist', '60')).toBe('23.6 in');
    expect(imperialMeasure('suit', '50')).toBeNull();
    expect(imperialMeasure('jeans', '38')).toBeNull();
  });
});

describe('measuresFor', () => {
  const values = { height: '178/5.10', bust: '90x60', suit: '50', hips: '96 38', waist: '70', jeans: '38' };

  it('lists height, bust, hips, waist, jeans for women', () => {
    expect(measuresFor('woman', values).map((m) => m.key)).toEqual(['height', 'bust', 'hips', 'waist', 'jeans']);
  });

  it('lists height, suit, hips, waist, jeans for men', () => {
    expect(measuresFor('man', values).map((m) => [m.key, m.metric])).toEqual([
      ['height', '178cm'],
      ['suit', '50'],
      ['hips', '96'],
      ['waist', '70'],
      ['jeans', '38'],
    ]);
  });

  it('has no gendered measures for undefined and skips empty ones', () => {
    expect(measuresFor('undefined', values)).toEqual([]);
    expect(measuresFor('woman', { height: '170' }).map((m) => m.key)).toEqual(['height']);
  });
});
