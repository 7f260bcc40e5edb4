import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  contactMessageSchema,
  quoteRequestSchema,
  scoutingApplicationSchema,
  toFieldErrors,
  type ContactMessage,
  type FieldError,
  type ScoutingApplicationInput,
} from '@agency/schema/validation';

/**
 * The forms' zod rules (the gateway runs the same schemas). The only site
 * module that imports them: it is loaded apart from the pages, through
 * load-form-rules.ts, so zod never weighs on a page's first load.
 */
// Typed by the values the form holds (the schemas' output: the honeypot defaults to ''), which is
// what MessageForm registers; zod still parses them as the schemas' input.
export const messageResolvers: Record<'contact' | 'quote', Resolver<ContactMessage>> = {
  contact: zodResolver(contactMessageSchema) as Resolver<ContactMessage>,
  // The quote's own rules minus the talents, which come from the favourites list, not from the visitor.
  quote: zodResolver(quoteRequestSchema.omit({ talents: true })) as Resolver<ContactMessage>,
};

/** The scouting application's rule violations (photos are checked apart, from the files' bytes). */
export function scoutingApplicationErrors(input: ScoutingApplicationInput): FieldError[] {
  const parsed = scoutingApplicationSchema.safeParse(input);
  return parsed.success ? [] : toFieldErrors(parsed.error);
}
