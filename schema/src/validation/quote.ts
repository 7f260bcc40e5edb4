import './zod-config';
import { z } from 'zod';
import { VALIDATION } from './messages';
import { LIMITS } from './limits';
import { email, honeypot, phone, requiredText } from './fields';
import { NUMERIC_ID_PATTERN } from './patterns';

/** One chosen talent: its id, and its name as a short text (it travels to the panel as given). */
const favoriteTalent = z.object({
  id: z.string({ error: VALIDATION.invalid }).regex(NUMERIC_ID_PATTERN, VALIDATION.invalid),
  name: z
    .string({ error: VALIDATION.invalid })
    .trim()
    .min(1, VALIDATION.invalid)
    .max(LIMITS.shortTextMax, VALIDATION.tooLong),
});

/** The favourites quote request: who asks, and which talents. */
export const quoteRequestSchema = z.object({
  name: requiredText(),
  email,
  phone,
  message: requiredText(LIMITS.favoritesMessageMax),
  talents: z
    .array(favoriteTalent, { error: VALIDATION.favoritesEmpty })
    .min(1, VALIDATION.favoritesEmpty)
    .max(LIMITS.favoritesMax, VALIDATION.tooLong),
  website: honeypot,
});

export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** The contact page's message form. */
export const contactMessageSchema = z.object({
  name: requiredText(),
  email,
  phone,
  message: requiredText(LIMITS.contactMessageMax),
  website: honeypot,
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
