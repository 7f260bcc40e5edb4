import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './field-errors';
import { LIMITS } from './limits';
import { VALIDATION } from './messages';
import { NUMERIC_ID_PATTERN, SLUG_PATTERN } from './patterns';
import { quoteRequestSchema } from './quote';
import { scoutingApplicationSchema } from './scouting';

const application = {
  name: 'Ana Souza',
  gender: 'female',
  country: { id: '31', label: 'Brasil' },
  city: { id: '1', label: 'São Paulo' },
  phone: '+55 (11) 91234-5678',
  birthdate: '1995-04-30',
  email: 'ana@example.com',
  actingLink: 'https://example.com/reel',
  drt: false,
};

const quote = {
  name: 'Caio',
  email: 'caio@example.com',
  phone: '+55 (11) 91234-5678',
  message: 'Olá',
  talents: [{ id: '7', name: 'Eva' }],
};

const errorsOf = (result: { success: boolean; error?: Parameters<typeof toFieldErrors>[0] }) =>
  result.success ? [] : toFieldErrors(result.error!);

describe('nested strings of the forms are bounded', () => {
  it('refuses an option label longer than a short text, and a non-numeric option id', () => {
    const long = { ...application, country: { id: '31', label: 'x'.repeat(LIMITS.shortTextMax + 1) } };
    expect(errorsOf(scoutingApplicationSchema.safeParse(long))).toEqual([
      { path: 'country', message: VALIDATION.tooLong },
    ]);
    const drt = { ...application, drt: true, drtCategory: { id: '../1', label: 'Ator' }, drtNumber: '1' };
    expect(errorsOf(scoutingApplicationSchema.safeParse(drt))).toEqual([
      { path: 'drtCategory', message: VALIDATION.option },
    ]);
    expect(scoutingApplicationSchema.safeParse(application).success).toBe(true);
  });

  it('refuses a quote talent name longer than a short text and a talent id that is not a number', () => {
    const longName = { ...quote, talents: [{ id: '7', name: 'x'.repeat(LIMITS.shortTextMax + 1) }] };
    expect(errorsOf(quoteRequestSchema.safeParse(longName))).toEqual([
      { path: 'talents', message: VALIDATION.tooLong },
    ]);
    const badId = { ...quote, talents: [{ id: '7; drop', name: 'Eva' }] };
    expect(errorsOf(quoteRequestSchema.safeParse(badId))).toEqual([{ path: 'talents', message: VALIDATION.invalid }]);
    const tooMany = {
      ...quote,
      talents: Array.from({ length: LIMITS.favoritesMax + 1 }, (_, i) => ({ id: String(i + 1), name: 'Eva' })),
    };
    expect(errorsOf(quoteRequestSchema.safeParse(tooMany))).toEqual([{ path: 'talents', message: VALIDATION.tooLong }]);
    expect(quoteRequestSchema.safeParse(quote).success).toBe(true);
  });
});

describe('id and slug patterns', () => {
  it('accepts record ids of up to 12 digits only', () => {
    for (const ok of ['1', '31', '123456789012']) expect(NUMERIC_ID_PATTERN.test(ok)).toBe(true);
    for (const bad of ['', '1234567890123', '-1', '1.0', '12a', ' 1', '%31'])
      expect(NUMERIC_ID_PATTERN.test(bad)).toBe(false);
  });

  it('accepts slugs of letters, digits, dashes and underscores; nothing that changes a path', () => {
    for (const ok of ['show-de-verao', 'filmes-o-auto-2', 'ação_1']) expect(SLUG_PATTERN.test(ok)).toBe(true);
    for (const bad of ['..', '.', 'a/b', 'a%2Fb', 'a?b', 'a b', '-a', 'a.b', '', 'a#b']) {
      expect(SLUG_PATTERN.test(bad)).toBe(false);
    }
  });
});
