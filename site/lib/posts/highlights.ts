import { HIGHLIGHT_CATEGORIES } from '@agency/schema/brands';
import type contentMessages from '@/messages/pt/content.json';

/** A highlight category's label key under content.highlights.categories. */
export type HighlightCategoryKey = keyof typeof contentMessages.highlights.categories;

/**
 * The message key of a highlight category route segment (a category of the brand table), or null
 * for an unknown one; highlights.test.ts checks every category has its label in every catalogue.
 */
export function highlightLabelKey(slug: string): HighlightCategoryKey | null {
  return HIGHLIGHT_CATEGORIES.includes(slug) ? (slug as HighlightCategoryKey) : null;
}

/** Whether a brand offers this category under /destaques (anything else is a 404). */
export function isBrandHighlightCategory(categories: readonly { slug: string }[], slug: string): boolean {
  return categories.some((c) => c.slug === slug);
}
