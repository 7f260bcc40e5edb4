import { BRANDS, MAIN_BRAND } from '@agency/schema/brands';
import type { ContentDeps } from '../../context';
import { loadContactInfos, loadHome, loadSocialMedias } from './provider';

/**
 * What every page's shell reads from this module, per brand: the home content, the footer's social
 * links (unless the brand table fixes them) and the main brand's footer contact.
 */
export function siteWarmups(deps: ContentDeps): (() => Promise<unknown>)[] {
  return BRANDS.flatMap((brand) => [
    () => loadHome(deps, brand),
    ...(brand.fixedContact ? [] : [() => loadSocialMedias(deps, brand)]),
    ...(brand.key === MAIN_BRAND.key ? [() => loadContactInfos(deps, brand)] : []),
  ]);
}
