import { HIGHLIGHT_CATEGORIES } from '@agency/schema/brands';

export type HighlightCategoryKey = (typeof HIGHLIGHT_CATEGORIES)[number];

/** The message key of a highlight category route segment, or null for an unknown one. */
export function highlightLabelKey(slug: string): HighlightCategoryKey | null {
  return (HIGHLIGHT_CATEGORIES as readonly string[]).includes(slug) ? (slug as HighlightCategoryKey) : null;
}

/** Whether a brand offers this category under /destaques (anything else is a 404). */
export function isBrandHighlightCategory(categories: readonly { slug: string }[], slug: string): boolean {
  return categories.some((c) => c.slug === slug);
}
