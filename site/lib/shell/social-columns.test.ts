import { describe, expect, it } from 'vitest';
import { socialColumns } from './social-columns';

describe('the footer’s network icons on a phone', () => {
  it('fill as few rows as the narrowest phone needs, five at most, nearly even and never one alone', () => {
    const rows = (count: number) => {
      const columns = socialColumns(count);
      return Array.from({ length: Math.ceil(count / columns) }, (_, r) => Math.min(columns, count - r * columns));
    };
    expect(rows(2)).toEqual([2]);
    expect(rows(5)).toEqual([5]);
    expect(rows(6)).toEqual([3, 3]);
    expect(rows(9)).toEqual([5, 4]);
    expect(rows(11)).toEqual([4, 4, 3]);
    expect(rows(15)).toEqual([5, 5, 5]);
    for (let count = 1; count <= 15; count++) {
      const counts = rows(count);
      expect(Math.max(...counts), String(count)).toBeLessThanOrEqual(5);
      expect(Math.max(...counts) - Math.min(...counts), String(count)).toBeLessThanOrEqual(2);
      expect(counts.length === 1 || Math.min(...counts) > 1, String(count)).toBe(true);
      expect(counts.length, String(count)).toBe(Math.ceil(count / 5));
    }
  });
});
