import { brandByKey, type BrandKey } from '@agency/schema/brands';
import { isGenericRouteKind, kindBySegment } from '@agency/schema/post-kinds';
import { NUMERIC_ID_PATTERN } from '@agency/schema/validation/rules';
import { TALENT_LIST_PARAMS } from '@/lib/talents/casting-filters';

/**
 * Route segments the proxy rewrites to and no visitor URL may reach. Asked for directly they are
 * not found.
 * - The per-request copies of the home and of a talent list that read the list filters.
 * - A talent brand's category lists and profiles: the visitor's /{category}… and /{id}/{name} sit
 *   at the site's root beside /{eventSlug}, so each gets a folder of its own and every route
 *   parameter names one thing (a category, a talent id, an event slug).
 */
export const FILTERED_HOME = 'inicio-filtrado';
export const FILTERED_LIST = 'lista-filtrada';
export const CATEGORY_ROUTE = 'categoria';
export const TALENT_ROUTE = 'talento';
/** The generic list and detail routes of the post kinds (postagens/[kind]/…, the post-kind table's). */
export const POST_KIND_ROUTE = 'postagens';

const INTERNAL_SEGMENTS: ReadonlySet<string> = new Set([
  FILTERED_HOME,
  FILTERED_LIST,
  CATEGORY_ROUTE,
  TALENT_ROUTE,
  POST_KIND_ROUTE,
]);

/** Whether a visitor's path (after the locale) names an internal route. */
export function isInternalRoute(segments: readonly string[]): boolean {
  const first = segments.find((segment) => segment !== '');
  return first !== undefined && INTERNAL_SEGMENTS.has(decodeURIComponent(first));
}

/** A path segment as the route will see it (Next decodes parameters), or null when it is malformed. */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The route that renders a visitor's path (after the locale) on a brand's site:
 * - /{category} and /{category}/{id}/{name}, a talent category of the brand (the brand table's
 *   talentCategories), render under categoria/; with list filters (?q=, ?letra=, the casting
 *   filters: TALENT_LIST_PARAMS) the list goes to
 *   its per-request copy lista-filtrada/{category}, so its first HTML is filtered while the
 *   unfiltered list stays cached for everyone (likewise the root, to inicio-filtrado);
 * - /{segment} and /{segment}/{id}/{slug} of a post kind (the post-kind table's segment) render
 *   under postagens/, its generic list and detail routes;
 * - /{id}/{name}, a record id on a talent brand, renders under talento/;
 * - anything else renders as it is: the pages' own folders, /{eventSlug} (a 404 on the talent
 *   brands) and the brand's 404 below it.
 */
export function routedPath(brand: BrandKey, rest: readonly string[], query: URLSearchParams): string[] {
  const parts = rest.filter((part) => part !== '');
  const filtered = TALENT_LIST_PARAMS.some((name) => query.has(name));
  if (parts.length === 0) return filtered ? [FILTERED_HOME] : [...rest];
  // /{segment} and /{segment}/{id}/{slug} of a post kind with the generic pages, on every brand
  // (the route answers 404 where the brand lacks the kind).
  const kind = kindBySegment(decoded(parts[0]!) ?? '');
  if (kind && isGenericRouteKind(kind) && (parts.length === 1 || parts.length === 3)) {
    return [POST_KIND_ROUTE, ...parts];
  }
  const { content, talentCategories } = brandByKey(brand);
  if (content !== 'talents') return [...rest];
  const [first, ...tail] = parts as [string, ...string[]];
  const segment = decoded(first);
  if (talentCategories.some((category) => category.slug === segment)) {
    if (tail.length === 0) return [filtered ? FILTERED_LIST : CATEGORY_ROUTE, first];
    if (tail.length === 2) return [CATEGORY_ROUTE, ...parts];
    return [...rest];
  }
  if (tail.length === 1 && segment !== null && NUMERIC_ID_PATTERN.test(segment)) return [TALENT_ROUTE, ...parts];
  return [...rest];
}
