import { describe, expect, it } from 'vitest';
import { scoutingApplicationSchema } from './scouting';
import { toFieldErrors } from './field-errors';
import { VALIDATION } from './messages';

const valid = {
  name: 'Ana Souza',
  gender: 'female',
  country: { id: '1', label: 'Brasil' },
  city: { id: '10', label: 'São Paulo' },
  phone: '+55 (11) 91234-5678',
  birthdate: '1995-04-30',
  email: 'ana@example.com',
  actingLink: 'https://example.com/reel',
  drt: false,
};

describe('scoutingApplicationSchema DRT rule', () => {
  it('accepts DRT no without category and number', () => {
    expect(scoutingApplicationSchema.safeParse(valid).success).toBe(true);
  });

  it('requires category and number when DRT is yes', () => {
    const result = scoutingApplicationSchema.safeParse({ ...valid, drt: true });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error!)).toEqual([
      { path: 'drtCategory', message: VALIDATION.required },
      { path: 'drtNumber', message: VALIDATION.required },
    ]);
  });

  it('still reports the DRT fields when another field is invalid too', () => {
    const result = scoutingApplicationSchema.safeParse({
      ...valid,
      name: '',
      drt: true,
      drtCategory: { id: '3', label: 'Ator' },
    });
    expect(toFieldErrors(result.error!)).toEqual([
      { path: 'name', message: VALIDATION.required },
      { path: 'drtNumber', message: VALIDATION.required },
    ]);
  });
});
