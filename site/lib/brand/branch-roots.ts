import { BRANDS, type BrandDefinition, type BrandKey } from '@agency/schema/brands';
import { localizedPath } from '@agency/schema/locales';
import { eventKindForBrand } from '@/lib/posts/kinds';
import type { AppLocale } from '@/i18n/routing';

/** What the proxy does with a visitor's path that starts with a brand's branch root. */
export type BranchRoute =
  /** This brand's own branch root: render this path of its site instead (segments after the locale). */
  | { own: true; path: string[] }
  /** A sister brand's branch root: redirect to this path (before the locale) on that brand's site. */
  | { own: false; brand: BrandDefinition; path: string };

/**
 * The branch roots (each brand's `branchRoot` in the brand table): /{branchRoot} is the brand's
 * home, and for a brand of events or shows /{branchRoot}/{slug} is its event by slug. On the
 * brand's own site they render its home and its /{slug} event route; on any other brand's site
 * they lead to the same address on the brand's site. Null for every other path.
 */
export function branchRoute(current: BrandKey, segments: readonly string[]): BranchRoute | null {
  const parts = segments.filter((segment) => segment !== '');
  if (parts.length === 0 || parts.length > 2) return null;
  const [root, slug] = parts as [string, string | undefined];
  let segment: string;
  try {
    segment = decodeURIComponent(root);
  } catch {
    return null;
  }
  const brand = BRANDS.find((b) => b.branchRoot === segment);
  if (!brand) return null;
  if (slug !== undefined && eventKindForBrand(brand.key) === null) return null;
  if (brand.key === current) return { own: true, path: slug === undefined ? [] : [slug] };
  return { own: false, brand, path: slug === undefined ? '/' : `/${brand.branchRoot}/${slug}` };
}

/**
 * The brand switcher's link to a sister brand in the server HTML: its branch root on this site
 * (/cq-music, /en/cq-music), which the proxy answers with a redirect to that brand's site as seen
 * from the request's host (www kept, local ports, same language). Right without JavaScript and in
 * a page cached for every host; the switcher swaps in the direct URLs once it is opened.
 */
export function sisterBrandHref(key: string, locale: AppLocale): string {
  const brand = BRANDS.find((b) => b.key === key);
  return localizedPath(locale, brand ? `/${brand.branchRoot}` : '/');
}
