import { describe, expect, it } from 'vitest';
import { aspectRatio, toRows } from './rows';

describe('toRows', () => {
  it('alternates two-up and three-up rows and keeps reading order', () => {
    expect(toRows([1, 2, 3, 4, 5, 6, 7])).toEqual([
      [1, 2],
      [3, 4, 5],
      [6, 7],
    ]);
  });

  it('follows the given rhythm', () => {
    expect(toRows([1, 2, 3, 4, 5], [1, 4])).toEqual([[1], [2, 3, 4, 5]]);
  });

  it('gives no rows for no items', () => {
    expect(toRows([])).toEqual([]);
  });
});

describe('aspectRatio', () => {
  it('uses the known size, else the fallback', () => {
    expect(aspectRatio(1600, 900)).toBeCloseTo(16 / 9);
    expect(aspectRatio(null, 900)).toBe(0.8);
  });
});
