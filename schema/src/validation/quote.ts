import './zod-config';
import { z } from 'zod';
import { VALIDATION } from './messages';
import { LIMITS } from './limits';
import { email, honeypot, phone, requiredText } from './fields';

/** The favourites quote request: who asks, and which talents. */
export const quoteRequestSchema = z.object({
  name: requiredText(),
  email,
  phone,
  message: requiredText(LIMITS.favoritesMessageMax),
  talents: z
    .array(z.object({ id: z.string().min(1), name: z.string().min(1) }), { error: VALIDATION.favoritesEmpty })
    .min(1, VALIDATION.favoritesEmpty)
    .max(200, VALIDATION.tooLong),
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
