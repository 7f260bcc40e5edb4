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

describe('control characters and bidi overrides', () => {
  const attacks = [
    'Ana\r\nBcc: x@example.com',
    'Ana\u0000',
    'Ana\u001b[31m',
    'Ana \u202Egpj.exe',
    'Ana\u2066x\u2069',
    'Ana\u2028Souza',
  ];

  it.each(attacks)('refuses %j in a one-line field (the name)', (name) => {
    const result = scoutingApplicationSchema.safeParse({ ...valid, name });
    expect(toFieldErrors(result.error!)).toEqual([{ path: 'name', message: VALIDATION.controlCharacters }]);
  });

  it('takes new lines and tabs in a multi-line field (experience), and nothing else of those', () => {
    expect(scoutingApplicationSchema.safeParse({ ...valid, experience: 'Teatro\r\nCinema\n\tTV' }).success).toBe(true);
    const bidi = scoutingApplicationSchema.safeParse({ ...valid, experience: 'Teatro\n\u202Eoãçaf' });
    expect(toFieldErrors(bidi.error!)).toEqual([{ path: 'experience', message: VALIDATION.controlCharacters }]);
    const nul = scoutingApplicationSchema.safeParse({ ...valid, experience: 'Teatro\u0000' });
    expect(toFieldErrors(nul.error!)).toEqual([{ path: 'experience', message: VALIDATION.controlCharacters }]);
  });

  it('keeps accents, emoji and right-to-left text itself', () => {
    expect(scoutingApplicationSchema.safeParse({ ...valid, name: 'Zoë Ñandú 😀 שרה' }).success).toBe(true);
  });
});

describe('what a spreadsheet or a page would run', () => {
  it.each(['=HYPERLINK("https://evil.example","Ana")', '+1+1', '-2+3', '@SUM(1,2)', ' =cmd'])(
    'refuses a name starting like a formula: %j',
    (name) => {
      const result = scoutingApplicationSchema.safeParse({ ...valid, name });
      expect(toFieldErrors(result.error!)).toEqual([{ path: 'name', message: VALIDATION.formulaStart }]);
    },
  );

  it.each(['<script>alert(1)</script>', 'Ana <b>Souza</b>', 'Ana>'])('refuses markup in a name: %j', (name) => {
    const result = scoutingApplicationSchema.safeParse({ ...valid, name });
    expect(toFieldErrors(result.error!)).toEqual([{ path: 'name', message: VALIDATION.markup }]);
  });

  it('refuses a formula start in the free text, and takes the characters anywhere else', () => {
    const experience = scoutingApplicationSchema.safeParse({ ...valid, experience: '=1+1' });
    expect(toFieldErrors(experience.error!)).toEqual([{ path: 'experience', message: VALIDATION.formulaStart }]);
    const drt = scoutingApplicationSchema.safeParse({
      ...valid,
      drt: true,
      drtCategory: { id: '3', label: 'Ator' },
      drtNumber: '-123',
    });
    expect(toFieldErrors(drt.error!)).toEqual([{ path: 'drtNumber', message: VALIDATION.formulaStart }]);
    expect(
      scoutingApplicationSchema.safeParse({ ...valid, name: 'Ana-Clara', experience: 'Teatro: 1 + 1 = 2 <3' }).success,
    ).toBe(true);
  });

  it('takes an Instagram handle or profile link, and nothing that could be a formula', () => {
    for (const instagram of ['@ana.teste', 'ana_souza', 'https://instagram.com/ana.souza', '']) {
      expect(scoutingApplicationSchema.safeParse({ ...valid, instagram }).success, instagram).toBe(true);
    }
    for (const instagram of ['@HYPERLINK("https://evil.example")', '=1+1', '@a b', 'https://evil.example/ana']) {
      const result = scoutingApplicationSchema.safeParse({ ...valid, instagram });
      expect(toFieldErrors(result.error!), instagram).toEqual([{ path: 'instagram', message: VALIDATION.instagram }]);
    }
  });
});
