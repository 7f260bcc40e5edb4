import { describe, expect, it } from 'vitest';
import { feetInches, optionTables } from '@agency/schema/validation';
import { formatMeasure, imperialMeasure, measureOptionTables, measuresFor } from '../measures';

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

describe('measure option tables', () => {
  const tables = Object.fromEntries(measureOptionTables().map((t) => [t.key, t.options]));

  it('covers the agency ranges', () => {
    expect(tables.height![0]!.value).toBe('30/1.0'); // 11.8 in rounds to 12: one foot
    expect(tables.height!.at(-1)!.value.startsWith('200/')).toBe(true);
    expect(tables.height).toHaveLength(171);
    expect(tables.bust![0]!.value).toBe('65/25.6');
    expect(tables.bust).toHaveLength(136);
    expect(tables.waist).toHaveLength(181);
    expect(tables.hips).toHaveLength(181);
    expect(tables.chest![0]!.value).toBe('10/3.9');
    expect(tables.weight![0]!.value).toBe('3/6.6');
    expect(tables.weight!.slice(0, -1).map((o) => Number(o.value.split('/')[0]))).toEqual(
      Array.from({ length: 198 }, (_, i) => i + 3),
    );
    expect(tables.weight!.at(-1)!.value).toBe('200+/440.9+');
  });

  it("serves the shared rules' tables unchanged: sizes in half steps, colours, genders, categories", () => {
    expect(measureOptionTables()).toEqual(optionTables());
    expect(tables.jeans!.slice(0, 2)).toEqual([
      { value: '34', label: '34' },
      { value: '34.5', label: '34.5' },
    ]);
    expect(tables.shoes).toHaveLength(119);
    expect(tables.hair).toHaveLength(25);
    expect(tables.eyes).toHaveLength(17);
    expect(tables.category!.map((o) => o.value)).toContain('new_faces');
  });

  it("writes values as 'metric/imperial' with a label", () => {
    const h170 = tables.height!.find((o) => o.value.startsWith('170/'))!;
    expect(h170).toEqual({ value: '170/5.7', label: `170 cm / 5'7"` });
    expect(tables.weight!.find((o) => o.value.startsWith('70/'))!.label).toBe('70 kg / 154.3 lb');
  });
});
