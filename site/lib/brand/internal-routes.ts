/**
 * Route segments the proxy rewrites to and no visitor URL may reach: the per-request copies of the
 * home and of a talent list that read the list filters. Asked for directly they are not found.
 */
export const FILTERED_HOME = 'inicio-filtrado';
export const FILTERED_LIST = 'lista-filtrada';

const INTERNAL_SEGMENTS: ReadonlySet<string> = new Set([FILTERED_HOME, FILTERED_LIST]);

/** Whether a visitor's path (after the locale) names an internal route. */
export function isInternalRoute(segments: readonly string[]): boolean {
  const first = segments.find((segment) => segment !== '');
  return first !== undefined && INTERNAL_SEGMENTS.has(decodeURIComponent(first));
}
