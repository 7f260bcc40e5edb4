import { z } from 'zod';
import { VALIDATION } from './messages';
import { LIMITS } from './limits';
import { birthdate, email, honeypot, link, option, optionalLink, optionalText, phone, requiredText } from './fields';

export const GENDERS = ['female', 'male', 'undefined'] as const;

/** Step 1: general data, all required. */
export const scoutingGeneralSchema = z.object({
  name: requiredText(),
  gender: z.enum(GENDERS, { error: VALIDATION.required }),
  country: option,
  city: option,
  phone,
  birthdate,
  email,
});

/** Step 2: optional experience. */
export const scoutingExperienceSchema = z.object({
  experience: optionalText(LIMITS.experienceMax),
});

/** Step 3: links and DRT; DRT category and number only required when DRT is yes. */
export const scoutingSocialSchema = z
  .object({
    actingLink: link,
    digitalCastLink: optionalLink,
    instagram: optionalText(LIMITS.shortTextMax),
    drt: z.boolean({ error: VALIDATION.required }),
    drtCategory: option.nullable().optional(),
    drtNumber: optionalText(40),
  })
  .superRefine((value, ctx) => {
    if (!value.drt) return;
    if (!value.drtCategory) ctx.addIssue({ code: 'custom', path: ['drtCategory'], message: VALIDATION.required });
    if (!value.drtNumber) ctx.addIssue({ code: 'custom', path: ['drtNumber'], message: VALIDATION.required });
  });

/** Every field of the application except the photos (those travel as uploads). */
export const scoutingApplicationSchema = z
  .object({
    ...scoutingGeneralSchema.shape,
    ...scoutingExperienceSchema.shape,
    actingLink: link,
    digitalCastLink: optionalLink,
    instagram: optionalText(LIMITS.shortTextMax),
    drt: z.boolean({ error: VALIDATION.required }),
    drtCategory: option.nullable().optional(),
    drtNumber: optionalText(40),
    website: honeypot,
  })
  .superRefine((value, ctx) => {
    if (!value.drt) return;
    if (!value.drtCategory) ctx.addIssue({ code: 'custom', path: ['drtCategory'], message: VALIDATION.required });
    if (!value.drtNumber) ctx.addIssue({ code: 'custom', path: ['drtNumber'], message: VALIDATION.required });
  });

export type ScoutingApplication = z.infer<typeof scoutingApplicationSchema>;
export type ScoutingApplicationInput = z.input<typeof scoutingApplicationSchema>;
