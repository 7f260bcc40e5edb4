import { describe, expect, it } from 'vitest';
import { PHONE_PATTERN } from '@agency/schema/validation/rules';
import { applyDigitMask, caretAfterDigits, digitsBefore } from './digit-mask';

const PHONE = '+00 (00) 00000-0000';
const DATE = '00/00/0000';

describe('applyDigitMask', () => {
  it("formats the product's phone as +NN (NN) NNNNN-NNNN, which the shared pattern accepts", () => {
    const phone = applyDigitMask(PHONE, '5511912345678');
    expect(phone).toBe('+55 (11) 91234-5678');
    expect(PHONE_PATTERN.test(phone)).toBe(true);
  });

  it('grows as the visitor types, writing a literal only before a digit', () => {
    expect(applyDigitMask(PHONE, '')).toBe('');
    expect(applyDigitMask(PHONE, '5')).toBe('+5');
    expect(applyDigitMask(PHONE, '55')).toBe('+55');
    expect(applyDigitMask(PHONE, '551')).toBe('+55 (1');
    expect(applyDigitMask(PHONE, '5511')).toBe('+55 (11');
    expect(applyDigitMask(PHONE, '55119')).toBe('+55 (11) 9');
  });

  it('re-reads an already formatted or pasted value and drops what does not fit', () => {
    expect(applyDigitMask(PHONE, '+55 (11) 91234-5678')).toBe('+55 (11) 91234-5678');
    expect(applyDigitMask(PHONE, '+55 (11) 91234-56789999')).toBe('+55 (11) 91234-5678');
    expect(applyDigitMask(PHONE, 'tel: 55 11 91234 5678')).toBe('+55 (11) 91234-5678');
    // Deleting the digit after ' (' leaves no dangling literal.
    expect(applyDigitMask(PHONE, '+55 (')).toBe('+55');
  });

  it('formats a birthdate as dd/MM/yyyy', () => {
    expect(applyDigitMask(DATE, '30041995')).toBe('30/04/1995');
    expect(applyDigitMask(DATE, '3004')).toBe('30/04');
    expect(applyDigitMask(DATE, '30a0')).toBe('30/0');
  });
});

describe('caret', () => {
  it('stays after the same digit once literals are added or removed', () => {
    // Typing the 3rd digit at the end of '+55': the caret follows it past ' ('.
    expect(caretAfterDigits('+55 (1', digitsBefore('+551', 4))).toBe(6);
    // An edit in the middle keeps the caret after the digit it followed.
    expect(caretAfterDigits('+55 (11) 9', 3)).toBe(6);
    expect(caretAfterDigits('+55', 0)).toBe(1);
    expect(caretAfterDigits('', 0)).toBe(0);
  });
});
