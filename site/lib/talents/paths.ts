/** Path of a profile: /{category}/{id}/{slug} when opened from a category list, else /{id}/{slug} (locale added by Link). */
export function profilePath(talent: { id: string; slug: string }, category: string | null | undefined): string {
  const slug = encodeURIComponent(talent.slug || 'talento');
  return category ? `/${category}/${talent.id}/${slug}` : `/${talent.id}/${slug}`;
}

/** Where the profile's back button leads: the category list it came from, else the brand root. */
export function listPath(category: string | null | undefined): string {
  return category ? `/${category}` : '/';
}
