import { filtersFromParams, filtersQuery, LETTERS } from '@/lib/lists/filters';

export { letterOptions } from '@/lib/lists/filters';

/** Search and letter filter of a post list (absent rather than null, as the post pages pass them on). */
export interface ListFilters {
  search?: string;
  letter?: string;
}

export const ALPHABET = LETTERS;

/** The page's filters, read as every list reads them (lib/lists/filters.ts). */
export function parseListFilters(params: Record<string, string | string[] | undefined>): ListFilters {
  const { search, letter } = filtersFromParams(params);
  return { search: search ?? undefined, letter: letter ?? undefined };
}

/** Query string of a list page for the given filters (search kept when a letter is picked). */
export function listQuery(filters: ListFilters): string {
  return filtersQuery({ search: filters.search ?? null, letter: filters.letter ?? null });
}
