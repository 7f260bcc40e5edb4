import { BRANDS, type BrandDefinition, type BrandKey } from '@agency/schema/brands';
import { eventKindForBrand } from '@/lib/posts/kinds';

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
