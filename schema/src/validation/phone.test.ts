import { describe, expect, it } from 'vitest';
import { contactMessageSchema, phone, quoteRequestSchema, scoutingApplicationSchema } from './index';
import { canonicalPhone, composePhone, formatNationalInput, isAcceptedPhone, splitPhone } from './phone';

describe('phone numbers by country', () => {
  it('"11987654321" with Brasil becomes +55 (11) 98765-4321, which is accepted', () => {
    const value = composePhone('BR', '11987654321');
    expect(value).toBe('+55 (11) 98765-4321');
    expect(isAcceptedPhone(value)).toBe(true);
    expect(phone.parse(value)).toBe('+55 (11) 98765-4321');
  });

  it('a Portuguese and a US number are accepted with their countries, in international format', () => {
    const portugal = composePhone('PT', '912345678');
    expect(portugal).toBe('+351 912 345 678');
    expect(phone.parse(portugal)).toBe('+351 912 345 678');
    const us = composePhone('US', '2133734253');
    expect(us).toBe('+1 (213) 373-4253');
    expect(phone.parse(us)).toBe('+1 213 373 4253');
  });

  it('the panels receive one written form whatever the spacing', () => {
    expect(canonicalPhone('+5511987654321')).toBe('+55 (11) 98765-4321');
    expect(canonicalPhone('+351912345678')).toBe('+351 912 345 678');
    expect(canonicalPhone(' +1 213-373-4253 ')).toBe('+1 213 373 4253');
  });

  it('refuses numbers their country does not have, and numbers without a calling code', () => {
    for (const value of [
      '11987654321', // no calling code: the country is never guessed
      '+11 (98) 76543-21', // the old mask's reading of a Brazilian number typed without +55
      '+55 (11) 9876-543', // too short for Brazil
      '+55 (11) 3456-7890', // a Brazilian landline: the mask is for mobiles
      '+351 91234', // too short for Portugal
      '+1 213 373 42530', // too long for the US
      '+999 123 456', // no such calling code
      '+55 (11) 98765-4321 ext', // letters
      '',
    ]) {
      expect(isAcceptedPhone(value), value).toBe(false);
      expect(phone.safeParse(value).success, value).toBe(false);
    }
  });

  it('the quote, contact and scouting rules all use it', () => {
    const base = { name: 'Ana Souza', email: 'ana@example.com', message: 'Olá', website: '' };
    const contact = contactMessageSchema.safeParse({ ...base, phone: '+351 912 345 678' });
    expect(contact.success && contact.data.phone).toBe('+351 912 345 678');
    const quote = quoteRequestSchema.safeParse({ ...base, phone: '+1 213 373 4253', talents: [] });
    expect(quote.success).toBe(false);
    expect(quote.error?.issues.some((issue) => issue.path[0] === 'phone')).toBe(false);
    const scouting = scoutingApplicationSchema.safeParse({ phone: '+11 (98) 76543-21' });
    expect(scouting.error?.issues.find((issue) => issue.path[0] === 'phone')?.message).toBe('validation.phone');
  });
});

describe('the field as the visitor types', () => {
  it("Brasil keeps the spec's mask and drops extra digits", () => {
    expect(formatNationalInput('BR', '1')).toBe('(1');
    expect(formatNationalInput('BR', '119876')).toBe('(11) 9876');
    expect(formatNationalInput('BR', '1198765432199')).toBe('(11) 98765-4321');
    expect(composePhone('BR', '')).toBe('');
  });

  it('reads a value back into its country and national part', () => {
    expect(splitPhone('+55 (11) 98765-4321', 'BR')).toEqual({ country: 'BR', national: '(11) 98765-4321' });
    expect(splitPhone('+351 912 345 678', 'BR')).toEqual({ country: 'PT', national: '912 345 678' });
    expect(splitPhone('+1 213 373 4253', 'BR')).toEqual({ country: 'US', national: '(213) 373-4253' });
    // +1 is shared: the chosen country is kept.
    expect(splitPhone('+1 416 555 0123', 'CA').country).toBe('CA');
    expect(splitPhone('', 'PT')).toEqual({ country: 'PT', national: '' });
  });
});
