import { describe, expect, it, vi } from 'vitest';
import { compactFollowers } from './followers';

// Intl separates number and unit with a no-break space in Portuguese.
const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('compactFollowers', () => {
  it('uses the Portuguese compact form', () => {
    expect(nbsp(compactFollowers(950, 'pt'))).toBe('950');
    expect(nbsp(compactFollowers(12_340, 'pt'))).toBe('12,3 mil');
    expect(nbsp(compactFollowers(1_250_000, 'pt'))).toBe('1,3 mi');
  });

  it('uses the English compact form', () => {
    expect(compactFollowers(12_340, 'en')).toBe('12.3K');
    expect(compactFollowers(1_200_000, 'en')).toBe('1.2M');
  });

  it('rounds halves up and shows a count that rounds to a thousand of a unit in the next', () => {
    expect(compactFollowers(1_049, 'en')).toBe('1K');
    expect(compactFollowers(1_050, 'en')).toBe('1.1K');
    expect(compactFollowers(999_949, 'en')).toBe('999.9K');
    expect(compactFollowers(999_950, 'en')).toBe('1M');
    expect(nbsp(compactFollowers(999_999_999, 'pt'))).toBe('1 bi');
  });

  it('writes what Intl writes, in both languages, for every order of magnitude and its edges', () => {
    const counts = new Set<number>();
    for (let power = 0; power <= 13; power++) {
      const base = 10 ** power;
      for (const factor of [1, 1.049, 1.05, 1.5, 2.345, 9.949, 9.95, 9.999, 9.9995])
        for (const delta of [-1, 0, 1]) counts.add(Math.max(0, Math.round(base * factor) + delta));
    }
    // A fixed walk through the range, so the test is the same every run.
    for (let count = 7, step = 1; count < 5e12; step = Math.ceil(step * 1.37), count += step) counts.add(count);
    for (const [locale, tag] of [
      ['pt', 'pt-BR'],
      ['en', 'en'],
    ] as const) {
      const intl = new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 });
      const differing = [...counts].filter((count) => compactFollowers(count, locale) !== intl.format(count));
      expect(differing.map((count) => `${count}: ${compactFollowers(count, locale)} / ${intl.format(count)}`)).toEqual(
        [],
      );
    }
  });

  it('builds no Intl.NumberFormat to format (the first compact one costs a phone tens of milliseconds)', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (let count = 0; count < 32; count++) compactFollowers(10_000 + count * 977, count % 2 ? 'pt' : 'en');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
