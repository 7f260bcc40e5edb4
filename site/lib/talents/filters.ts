/** The A–Z letters of the filter (A–Z with an All option). */
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** Query parameters that carry the list filters, so a filtered list can be shared and reloaded. */
export const SEARCH_PARAM = 'q';
export const LETTER_PARAM = 'letra';

/** Longer searches are cut: no talent name is this long, and the gateway query stays small. */
export const MAX_SEARCH_LENGTH = 80;

export interface TalentFilters {
  search: string | null;
  letter: string | null;
}

/** A letter filter from the URL: one A–Z letter (any case), otherwise none (All). */
export function normalizeLetter(value: string | string[] | null | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  const letter = raw?.trim().toUpperCase() ?? '';
  return LETTERS.includes(letter) ? letter : null;
}

/** A search from the URL or the box: trimmed, inner spaces collapsed, bounded; empty means none. */
export function normalizeSearch(value: string | string[] | null | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  const search = (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH);
  return search === '' ? null : search;
}

/** The query string of a filtered list ('' when unfiltered), in a stable order. */
export function filtersQuery(filters: TalentFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set(SEARCH_PARAM, filters.search);
  if (filters.letter) params.set(LETTER_PARAM, filters.letter);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Identifies one list (brand, category, filters): loaded lists are kept under this key and reused. */
export function listKey(brand: string, category: string | null, filters: TalentFilters): string {
  return [brand, category ?? '', filters.search?.toLowerCase() ?? '', filters.letter ?? ''].join('|');
}

/** The filters of a query string ('?q=ana&letra=B'), normalised as the server reads them. */
export function filtersFromSearch(search: string): TalentFilters {
  const params = new URLSearchParams(search);
  return { search: normalizeSearch(params.get(SEARCH_PARAM)), letter: normalizeLetter(params.get(LETTER_PARAM)) };
}
