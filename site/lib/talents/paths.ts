import { talentProfilePath } from '@agency/schema/paths';

/** Path of a profile (talentProfilePath, as the gateway builds it; the locale is added by Link). */
export function profilePath(talent: { id: string; slug: string }, category: string | null | undefined): string {
  return talentProfilePath(talent.id, encodeURIComponent(talent.slug), category);
}

/** Where the profile's back button leads: the category list it came from, else the brand root. */
export function listPath(category: string | null | undefined): string {
  return category ? `/${category}` : '/';
}
