import { describe, expect, it } from 'vitest';
import { formatPostDate } from './format-date';

describe('formatPostDate', () => {
  it('formats in Brazilian Portuguese', () => {
    expect(formatPostDate('2024-03-05T12:00:00Z')).toBe('5 de março de 2024');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatPostDate('not a date')).toBe('');
  });
});
