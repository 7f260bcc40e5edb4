import type { BrandDefinition } from '@agency/schema/brands';
import type { ContentDeps } from '../../context';
import { loadPostList } from '../posts/provider';
import type { SiteLocale } from '@agency/schema/locales';

/** Whether a brand's menu has the shows dropdown (filled with its shows, not fixed links). */
export function menuNeedsShows(brand: BrandDefinition): boolean {
  return [...brand.menu.left, ...brand.menu.right].includes('shows');
}

/**
 * The shows dropdown's entries (id and title) in the page's language: each language version of a
 * show is its own post, so a Portuguese id is not found under /en. Empty for a menu without it.
 */
export async function loadMenuShows(
  deps: ContentDeps,
  brand: BrandDefinition,
  lang: SiteLocale,
): Promise<{ id: string; title: string }[]> {
  if (!menuNeedsShows(brand)) return [];
  const shows = await loadPostList(deps, brand, 'SHOW', lang, null);
  return shows.map(({ card }) => ({ id: card.id, title: card.title }));
}
