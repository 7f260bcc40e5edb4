/**
 * Site paths both sides build (without the /en prefix, which next-intl's navigation adds): the
 * gateway sends them in answers (neighbours' links), the site links to them.
 */

/** A talent whose name gives no slug still has a readable path. */
const FALLBACK_TALENT_SLUG = 'talento';

/**
 * A talent profile: /{category}/{id}/{slug} when opened from a category list (its albums and its
 * neighbours are that list's), else /{id}/{slug}.
 */
export function talentProfilePath(id: number | string, slug: string, category: string | null | undefined): string {
  const tail = `${id}/${slug || FALLBACK_TALENT_SLUG}`;
  return category ? `/${category}/${tail}` : `/${tail}`;
}
