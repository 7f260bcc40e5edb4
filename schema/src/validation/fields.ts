import './zod-config';
import { z } from 'zod';
import { VALIDATION } from './messages';
import { LIMITS } from './limits';
import { NUMERIC_ID_PATTERN, PHONE_PATTERN } from './patterns';
import { canonicalPhone, isAcceptedPhone, phoneRefusal } from './phone';

export { PHONE_PATTERN };

/**
 * Characters no typed text holds and the panels must never receive: C0 and C1 controls (NUL,
 * escape sequences, CR/LF that split a mail header), and the bidirectional overrides and isolates
 * that make a text display in another order than it reads (U+202A-202E, U+2066-2069, U+200E/F),
 * plus the Unicode line and paragraph separators.
 */
const CONTROL_OR_BIDI = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/;
/** The same, except the line breaks and tabs a multi-line field (a message, an experience) is made of. */
const CONTROL_OR_BIDI_BUT_LINES =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/;

/** 'single': one line (names, links); 'multi': a text area, where new lines are the visitor's. */
export type Lines = 'single' | 'multi';
const plainText = (lines: Lines) => (value: string) =>
  !(lines === 'multi' ? CONTROL_OR_BIDI_BUT_LINES : CONTROL_OR_BIDI).test(value);

/**
 * A first character a spreadsheet reads as the start of a formula. The panels' submissions end up
 * in spreadsheets (exports, the agency's sheets): a name or a message like `=HYPERLINK("http://…")`
 * would become a live link or a command there. Text that starts so is refused with its own message.
 */
const FORMULA_START = /^[=+\-@]/;
/** Checked on the text folded to its compatibility form (NFKC): the fullwidth and small ＝＋－＠ count as =+-@. */
const notFormula = (value: string) => !FORMULA_START.test(value.normalize('NFKC'));

/** Angle brackets: markup in a field that holds a person's name, where no real name has them. */
const MARKUP = /[<>]/;

export const requiredText = (max: number = LIMITS.shortTextMax, lines: Lines = 'single') =>
  z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, VALIDATION.required)
    .max(max, VALIDATION.tooLong)
    .refine(plainText(lines), VALIDATION.controlCharacters);

export const optionalText = (max: number, lines: Lines = 'single') =>
  z.string().trim().max(max, VALIDATION.tooLong).refine(plainText(lines), VALIDATION.controlCharacters).default('');

/** Free text the agency reads (messages, experience, a licence number): any content, but no formula start. */
export const freeText = (max: number, lines: Lines = 'single') =>
  requiredText(max, lines).refine(notFormula, VALIDATION.formulaStart);

export const optionalFreeText = (max: number, lines: Lines = 'single') =>
  optionalText(max, lines).refine(notFormula, VALIDATION.formulaStart);

/** A person's name: plain text, no markup and no formula start. */
export const personName = requiredText()
  .refine((value) => !MARKUP.test(value), VALIDATION.markup)
  .refine(notFormula, VALIDATION.formulaStart);

/**
 * A name as a visitor's own list holds it (a favourite talent's): refused the same way, with the
 * generic message (the visitor did not type it).
 */
export const listedName = (max: number) =>
  z
    .string({ error: VALIDATION.invalid })
    .trim()
    .min(1, VALIDATION.invalid)
    .max(max, VALIDATION.tooLong)
    .refine((value) => !MARKUP.test(value) && notFormula(value), VALIDATION.invalid);

/**
 * An Instagram profile: a handle (`@seuperfil`: letters, digits, dots and underscores, at most 30)
 * or the profile's link on instagram.com. Nothing else, so a leading `@` can never open a formula.
 */
export const instagramProfile = z
  .string()
  .trim()
  .max(LIMITS.urlMax, VALIDATION.tooLong)
  .refine(
    (value) =>
      value === '' ||
      /^@?[A-Za-z0-9._]{1,30}$/.test(value) ||
      /^https:\/\/(www\.)?instagram\.com\/[A-Za-z0-9._]{1,30}\/?$/.test(value),
    VALIDATION.instagram,
  )
  .default('');

/** An e-mail address: one may start with + or - (the local part allows them), which a spreadsheet reads as a formula. */
export const email = requiredText()
  .refine(notFormula, VALIDATION.formulaStart)
  .pipe(z.email({ error: VALIDATION.email }));

/**
 * A phone number with its calling code, valid for its country (phone.ts): Brazil in the panels'
 * mask, a mobile or a fixed line, others international. The panels receive it in that one written form.
 */
export const phone = requiredText()
  .refine((value) => isAcceptedPhone(value), VALIDATION.phone)
  .transform((value) => canonicalPhone(value) ?? value);

/** The same, where only a mobile will do: a Brazilian fixed line is refused with a message that says so. */
export const mobilePhone = requiredText()
  .superRefine((value, ctx) => {
    const refusal = phoneRefusal(value, 'mobile');
    if (refusal)
      ctx.addIssue({ code: 'custom', message: refusal === 'not-mobile' ? VALIDATION.mobilePhone : VALIDATION.phone });
  })
  .transform((value) => canonicalPhone(value, 'mobile') ?? value);

export const link = requiredText(LIMITS.urlMax).pipe(z.url({ error: VALIDATION.url, protocol: /^https?$/ }));

export const optionalLink = z
  .string()
  .trim()
  .max(LIMITS.urlMax, VALIDATION.tooLong)
  .refine((v) => v === '' || z.url({ protocol: /^https?$/ }).safeParse(v).success, VALIDATION.url)
  .default('');

/** A hidden field people never fill; bots do. */
export const honeypot = z.string().max(0, VALIDATION.honeypot).optional().default('');

/** yyyy-MM-dd, a real calendar day, in the past. */
export const birthdate = z
  .string({ error: VALIDATION.required })
  .min(1, VALIDATION.required)
  .refine((v) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
    if (!m) return false;
    const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    return d.toISOString().slice(0, 10) === v && d.getTime() < Date.now() && Number(m[1]) >= 1900;
  }, VALIDATION.date);

/**
 * A chosen option: the id of a row of its option table, and the label the visitor saw. The label
 * is bounded but never trusted: the gateway sends the back-ends its own table's label for the id.
 */
export const option = z.object(
  {
    id: z.string().trim().min(1, VALIDATION.option).regex(NUMERIC_ID_PATTERN, VALIDATION.option),
    label: z.string().trim().min(1, VALIDATION.option).max(LIMITS.shortTextMax, VALIDATION.tooLong),
  },
  { error: VALIDATION.required },
);
