import { describe, expect, it } from 'vitest';
import { contactMessageSchema, phone, quoteRequestSchema, scoutingApplicationSchema } from './index';
import { canonicalPhone, composePhone, formatNationalInput, isAcceptedPhone, phoneRefusal, splitPhone } from './phone';

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
      '+55 (11) 1234-5678', // no Brazilian fixed line starts with 1
      '+55 (11) 8765-4321', // an old eight-digit mobile: mobiles have nine digits
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

describe('fixed lines and mobiles', () => {
  // The agency's own switchboard and MASP's (São Paulo), and a mobile in Rio written two ways.
  const landlines = ['+55 (11) 3071-4400', '+55 11 3149-5959', '+552125123300'];
  const mobiles = ['+55 (11) 98765-4321', '+55 21 99876-5432'];

  it('the contact and quote forms take a Brazilian fixed line, written (NN) NNNN-NNNN', () => {
    expect(composePhone('BR', '1130714400')).toBe('+55 (11) 3071-4400');
    expect(landlines.map((n) => canonicalPhone(n))).toEqual([
      '+55 (11) 3071-4400',
      '+55 (11) 3149-5959',
      '+55 (21) 2512-3300',
    ]);
    for (const value of [...landlines, ...mobiles]) {
      expect(phone.safeParse(value).success, value).toBe(true);
      const base = { name: 'Ana Souza', email: 'ana@example.com', message: 'Olá', website: '' };
      expect(contactMessageSchema.safeParse({ ...base, phone: value }).success, value).toBe(true);
      const quote = quoteRequestSchema.safeParse({ ...base, phone: value, talents: [] });
      expect(
        quote.error?.issues.some((issue) => issue.path[0] === 'phone'),
        value,
      ).toBe(false);
    }
  });

  it('scouting takes mobiles only, and says so when given a fixed line', () => {
    for (const value of landlines) {
      expect(phoneRefusal(value, 'mobile'), value).toBe('not-mobile');
      expect(isAcceptedPhone(value, 'mobile'), value).toBe(false);
      const issue = scoutingApplicationSchema
        .safeParse({ phone: value })
        .error?.issues.find((i) => i.path[0] === 'phone');
      expect(issue?.message, value).toBe('validation.mobile_phone');
    }
    for (const value of mobiles) {
      expect(phoneRefusal(value, 'mobile'), value).toBeNull();
      const issues = scoutingApplicationSchema.safeParse({ phone: value }).error?.issues ?? [];
      expect(
        issues.some((i) => i.path[0] === 'phone'),
        value,
      ).toBe(false);
    }
    // A number that is none is still told it is not valid, not that it is a fixed line.
    expect(phoneRefusal('+55 (11) 1234-5678', 'mobile')).toBe('invalid');
    expect(
      scoutingApplicationSchema.safeParse({ phone: '+55 (11) 1234' }).error?.issues.find((i) => i.path[0] === 'phone')
        ?.message,
    ).toBe('validation.phone');
  });
});

describe('the field as the visitor types', () => {
  it("Brasil keeps the panels' mask, a fixed line's until a mobile's eleventh digit, and drops extra digits", () => {
    expect(formatNationalInput('BR', '1')).toBe('(1');
    expect(formatNationalInput('BR', '119876')).toBe('(11) 9876');
    expect(formatNationalInput('BR', '1130714400')).toBe('(11) 3071-4400');
    expect(formatNationalInput('BR', '1198765432')).toBe('(11) 9876-5432');
    expect(formatNationalInput('BR', '11987654321')).toBe('(11) 98765-4321');
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
