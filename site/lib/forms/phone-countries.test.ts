import { describe, expect, it } from 'vitest';
import { phoneCountryChoices } from './phone-countries';

describe('phoneCountryChoices', () => {
  it('puts Brasil first, then every country by name in the language, with its calling code', () => {
    const pt = phoneCountryChoices('pt');
    expect(pt[0]).toEqual({ country: 'BR', label: 'Brasil +55' });
    expect(pt.find((c) => c.country === 'PT')?.label).toBe('Portugal +351');
    expect(pt.find((c) => c.country === 'US')?.label).toBe('Estados Unidos +1');
    const en = phoneCountryChoices('en');
    expect(en[0]).toEqual({ country: 'BR', label: 'Brazil +55' });
    expect(en.find((c) => c.country === 'US')?.label).toBe('United States +1');
    const rest = en.slice(1).map((c) => c.label);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(en.map((c) => c.country)).size).toBe(en.length);
  });
});
