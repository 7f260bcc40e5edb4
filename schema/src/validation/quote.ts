import './zod-config';
import { z } from 'zod';
import { VALIDATION } from './messages';
import { LIMITS } from './limits';
import { email, freeText, honeypot, listedName, personName, phone } from './fields';
import { NUMERIC_ID_PATTERN } from './patterns';

/** One chosen talent: its id, and its name as a short text (it travels to the panel as given). */
const favoriteTalent = z.object({
  id: z.string({ error: VALIDATION.invalid }).regex(NUMERIC_ID_PATTERN, VALIDATION.invalid),
  name: listedName(LIMITS.shortTextMax),
});

/**
 * A chosen talent as the panel receives it: the id and name, and when the gateway lists the
 * talent (its own data, never the visitor's), what the agency acts on: the profile's address on
 * the brand's site, the category that lists the talent and the measures the profile shows.
 */
export const quotedTalentSchema = favoriteTalent.extend({
  url: z.url({ error: VALIDATION.invalid }).max(LIMITS.urlMax, VALIDATION.tooLong).optional(),
  category: z.string({ error: VALIDATION.invalid }).max(LIMITS.shortTextMax, VALIDATION.tooLong).optional(),
  measures: z
    .record(
      z.string().max(LIMITS.shortTextMax),
      z.string({ error: VALIDATION.invalid }).max(LIMITS.shortTextMax, VALIDATION.tooLong),
    )
    .refine((m) => Object.keys(m).length <= 12, VALIDATION.tooLong)
    .optional(),
});

export type QuotedTalent = z.infer<typeof quotedTalentSchema>;

/** The chosen talents as the panel receives them. */
export const quotedTalentsSchema = z.array(quotedTalentSchema).max(LIMITS.favoritesMax, VALIDATION.tooLong);

/** The favourites quote request: who asks, and which talents. */
export const quoteRequestSchema = z.object({
  name: personName,
  email,
  phone,
  message: freeText(LIMITS.favoritesMessageMax, 'multi'),
  talents: z
    .array(favoriteTalent, { error: VALIDATION.favoritesEmpty })
    .min(1, VALIDATION.favoritesEmpty)
    .max(LIMITS.favoritesMax, VALIDATION.tooLong),
  website: honeypot,
});

export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** The contact page's message form. */
export const contactMessageSchema = z.object({
  name: personName,
  email,
  phone,
  message: freeText(LIMITS.contactMessageMax, 'multi'),
  website: honeypot,
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
