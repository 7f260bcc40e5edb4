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

  it('formats with formatters made once, not one per count (a list draws one per network on every card)', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (let count = 0; count < 32; count++) compactFollowers(10_000 + count, count % 2 ? 'pt' : 'en');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
