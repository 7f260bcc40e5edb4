import './zod-config';
import { z } from 'zod';
import { VALIDATION } from './messages';
import { LIMITS } from './limits';
import {
  birthdate,
  email,
  honeypot,
  instagramProfile,
  link,
  option,
  optionalFreeText,
  mobilePhone,
  optionalLink,
  personName,
} from './fields';
import { GENDERS } from './options';

export { GENDERS };

interface DrtFields {
  drt?: boolean;
  drtCategory?: unknown;
  drtNumber?: string | null;
}

/** DRT yes makes the category and the number required. */
function drtRule(value: DrtFields, ctx: z.RefinementCtx<DrtFields>) {
  if (value.drt !== true) return;
  if (!value.drtCategory) ctx.addIssue({ code: 'custom', path: ['drtCategory'], message: VALIDATION.required });
  if (!value.drtNumber) ctx.addIssue({ code: 'custom', path: ['drtNumber'], message: VALIDATION.required });
}

/**
 * zod skips object refinements once any field failed; the DRT rule must still report its fields
 * alongside the others (one round trip shows every invalid field), so it runs whenever drt is true.
 */
const drtRuleParams = {
  when: (payload: { value: unknown }) => (payload.value as DrtFields | null)?.drt === true,
};

/**
 * Every field of the application except the photos (those travel as uploads), in the wizard's
 * steps: general data (all required), experience (optional), links and DRT (DRT category and
 * number only required when DRT is yes); the site's STEP_FIELDS say which step holds each field.
 */
export const scoutingApplicationSchema = z
  .object({
    name: personName,
    gender: z.enum(GENDERS, { error: VALIDATION.required }),
    country: option,
    city: option,
    // An applicant is called and messaged back: a mobile.
    phone: mobilePhone,
    birthdate,
    email,
    experience: optionalFreeText(LIMITS.experienceMax, 'multi'),
    actingLink: link,
    digitalCastLink: optionalLink,
    instagram: instagramProfile,
    drt: z.boolean({ error: VALIDATION.required }),
    drtCategory: option.nullable().optional(),
    drtNumber: optionalFreeText(40),
    website: honeypot,
  })
  .superRefine(drtRule, drtRuleParams);

export type ScoutingApplication = z.infer<typeof scoutingApplicationSchema>;
export type ScoutingApplicationInput = z.input<typeof scoutingApplicationSchema>;
