import { BRANDS } from '@agency/schema/brands';
import type { ContentDeps } from '../../context';
import { loadMenuShows, menuNeedsShows } from './menu-shows';

const LANGS = ['pt', 'en'] as const;

/** The shows dropdown of every menu that has one, in each language (every page's shell reads it). */
export function brandsWarmups(deps: ContentDeps): (() => Promise<unknown>)[] {
  return BRANDS.filter(menuNeedsShows).flatMap((brand) => LANGS.map((lang) => () => loadMenuShows(deps, brand, lang)));
}
