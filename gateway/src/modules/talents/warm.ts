import { BRANDS } from '@agency/schema/brands';
import type { ContentDeps } from '../../context';
import { castingColours } from './colours';
import { brandTalentLists } from './provider';

/**
 * Every talent list of every brand (root, categories, all albums) and the casting filters' colour
 * lists: home, list and profile pages read them, so after the warm-up a profile page calls the
 * back-end for the profile alone.
 */
export function talentsWarmups(deps: ContentDeps): (() => Promise<unknown>)[] {
  return [...BRANDS.flatMap((brand) => brandTalentLists(deps, brand)), () => castingColours(deps)];
}
