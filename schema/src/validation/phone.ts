import { AsYouType, getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { CountryCode } from 'libphonenumber-js';

/**
 * Phone numbers by country, one rule for the site's fields and the gateway: an international
 * number (+ and the calling code) that the country's numbering plan accepts (libphonenumber's
 * metadata: length and leading digits). Brazil keeps the panels' mask, +55 (NN) NNNNN-NNNN for a
 * mobile and +55 (NN) NNNN-NNNN for a fixed line (a production company writes from its office);
 * every other country is written in its international format (+351 912 345 678, +1 213 373 4253).
 */

export type PhoneCountry = CountryCode;

/** The country the fields start with (the agencies are Brazilian: +55 is prefilled). */
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'BR';

const BRAZIL_CALLING_CODE = '55';

/** Every country the numbering metadata knows (ISO 3166-1 alpha-2). */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = getCountries();

export function isPhoneCountry(value: string): value is PhoneCountry {
  return (PHONE_COUNTRIES as readonly string[]).includes(value);
}

/** The calling code of a country, without '+': 'BR' -> '55', 'PT' -> '351', 'US' -> '1'. */
export function callingCodeOf(country: PhoneCountry): string {
  return getCountryCallingCode(country);
}

/** How a number is written: '+', then digits with spaces, dots, hyphens and brackets only. */
const WRITTEN_NUMBER = /^\+[\d\s().-]{1,30}$/;

/**
 * Which lines a form takes: any number, or mobiles only (an applicant is called and messaged on
 * one). Brazil's numbering plan tells them apart by the number itself; for other countries the
 * numbering metadata the forms carry does not, so any valid number of theirs is taken.
 */
export type PhoneLines = 'any' | 'mobile';

/** Brazil's national numbers: a two-digit area code, then a mobile (9 and eight digits) or a fixed line (2-5 and seven). */
const BRAZIL_MOBILE = /^\d{2}9\d{8}$/;
const BRAZIL_FIXED_LINE = /^\d{2}[2-5]\d{7}$/;

/** Why a number is refused: not a number its country has, or a fixed line where only mobiles are taken. */
export type PhoneRefusal = 'invalid' | 'not-mobile';

interface ReadPhone {
  written: string;
  fixedLine: boolean;
}

function readPhone(value: string): ReadPhone | null {
  const text = value.trim();
  if (!WRITTEN_NUMBER.test(text)) return null;
  const number = parsePhoneNumberFromString(text);
  if (!number || !number.isValid()) return null;
  if (number.countryCallingCode !== BRAZIL_CALLING_CODE)
    return { written: number.formatInternational(), fixedLine: false };
  const national = number.nationalNumber;
  const fixedLine = BRAZIL_FIXED_LINE.test(national);
  if (!fixedLine && !BRAZIL_MOBILE.test(national)) return null;
  return { written: `+${BRAZIL_CALLING_CODE} ${number.formatNational()}`, fixedLine };
}

/**
 * The number as the panels receive it, or null when the form does not take it: Brazil in the
 * panels' mask (a mobile's nine digits or a fixed line's eight), any other country in international
 * format. Only a number written with its calling code ('+...') is read: the country is never guessed.
 */
export function canonicalPhone(value: string, lines: PhoneLines = 'any'): string | null {
  const read = readPhone(value);
  if (!read || (lines === 'mobile' && read.fixedLine)) return null;
  return read.written;
}

export function isAcceptedPhone(value: string, lines: PhoneLines = 'any'): boolean {
  return canonicalPhone(value, lines) !== null;
}

/** Why the form refuses the number (null when it takes it), so a fixed line is told apart from a typo. */
export function phoneRefusal(value: string, lines: PhoneLines = 'any'): PhoneRefusal | null {
  const read = readPhone(value);
  if (!read) return 'invalid';
  return lines === 'mobile' && read.fixedLine ? 'not-mobile' : null;
}

/**
 * Brazil's national part as the panels' mask writes it: (NN) NNNN-NNNN up to a fixed line's ten
 * digits, (NN) NNNNN-NNNN from a mobile's eleventh on.
 */
const BRAZIL_FIXED_LINE_MASK = '(00) 0000-0000';
const BRAZIL_MOBILE_MASK = '(00) 00000-0000';

function maskDigits(mask: string, digits: string): string {
  let out = '';
  let used = 0;
  for (const char of mask) {
    if (used >= digits.length) break;
    out += char === '0' ? digits[used++] : char;
  }
  return out;
}

/**
 * The national part of a number as the visitor types it, formatted for the country: Brazil with
 * the panels' mask (a fixed line's until a mobile's eleventh digit; extra digits dropped), others
 * as the country writes them. '' for no digits.
 */
export function formatNationalInput(country: PhoneCountry, typed: string): string {
  const digits = typed.replace(/\D/g, '');
  if (digits === '') return '';
  if (country === 'BR') return maskDigits(digits.length > 10 ? BRAZIL_MOBILE_MASK : BRAZIL_FIXED_LINE_MASK, digits);
  return new AsYouType(country).input(digits);
}

/** The field's value: '+<calling code> <national part>', or '' when no digit was typed. */
export function composePhone(country: PhoneCountry, typed: string): string {
  const national = formatNationalInput(country, typed);
  return national === '' ? '' : `+${callingCodeOf(country)} ${national}`;
}

/**
 * A field's value read back into its country and national part (a restored draft, a pasted
 * international number). A value without a known calling code keeps the given country.
 */
export function splitPhone(value: string, fallback: PhoneCountry): { country: PhoneCountry; national: string } {
  const text = value.trim();
  if (!text.startsWith('+')) return { country: fallback, national: formatNationalInput(fallback, text) };
  const digits = text.replace(/\D/g, '');
  // The fallback first: +1 is shared by the US and Canada, +44 by the UK and its islands.
  const fallbackCode = callingCodeOf(fallback);
  const typed = new AsYouType();
  typed.input(text);
  const country =
    digits.startsWith(fallbackCode) && (typed.getCallingCode() ?? fallbackCode) === fallbackCode
      ? fallback
      : (typed.getCountry() ?? countryOfCallingCode(typed.getCallingCode()) ?? fallback);
  const code = callingCodeOf(country);
  const national = digits.startsWith(code) ? digits.slice(code.length) : digits;
  return { country, national: formatNationalInput(country, national) };
}

function countryOfCallingCode(code: string | undefined): PhoneCountry | undefined {
  return code ? PHONE_COUNTRIES.find((country) => callingCodeOf(country) === code) : undefined;
}
