import { describe, expect, it } from 'vitest';
import { LOCALES } from '@agency/schema/locales';
import { groupedNumber } from './grouped-number';

const VALUES = [0, 1, 7, 42, 999, 1000, 1234, 9999, 12345, 100000, 999999, 1234567, 1000000000, -1, -1234];

describe('groupedNumber', () => {
  it('writes a count as Intl.NumberFormat does, in every site language', () => {
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(locale);
      for (const value of VALUES)
        expect(groupedNumber(value, locale), `${value} in ${locale}`).toBe(intl.format(value));
    }
  });

  it('groups by thousands: 1.234 in Portuguese, 1,234 in English', () => {
    expect(groupedNumber(1234, 'pt')).toBe('1.234');
    expect(groupedNumber(1234567, 'en')).toBe('1,234,567');
    expect(groupedNumber(999, 'pt')).toBe('999');
  });
});
