// The one limit alone: this runs in every list's first load, where no other rule is needed.
import { SEARCH_MAX_LENGTH } from '@agency/schema/validation/limits';

/**
 * The search box and A–Z filter of every list (talents and posts): one reading of the query
 * string, one bound, one way back to a URL.
 */

/** The A–Z letters of the filter (A–Z with an All option). */
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** Query parameters that carry the list filters, so a filtered list can be shared and reloaded. */
export const SEARCH_PARAM = 'q';
export const LETTER_PARAM = 'letra';

/** Typing settles for this long before a list is filtered (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 250;

/** Longer searches are cut to what the gateway takes (no name or title is this long). */
export const MAX_SEARCH_LENGTH = SEARCH_MAX_LENGTH;

export interface ListFilterValues {
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
export function filtersQuery(filters: ListFilterValues): string {
  const params = new URLSearchParams();
  if (filters.search) params.set(SEARCH_PARAM, filters.search);
  if (filters.letter) params.set(LETTER_PARAM, filters.letter);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The filters of a query string ('?q=ana&letra=B'), normalised as the server reads them. */
export function filtersFromSearch(search: string): ListFilterValues {
  const params = new URLSearchParams(search);
  return { search: normalizeSearch(params.get(SEARCH_PARAM)), letter: normalizeLetter(params.get(LETTER_PARAM)) };
}

/** The filters of a page's search params (Next's `searchParams`). */
export function filtersFromParams(params: Record<string, string | string[] | undefined>): ListFilterValues {
  return { search: normalizeSearch(params[SEARCH_PARAM]), letter: normalizeLetter(params[LETTER_PARAM]) };
}

/** Every letter A–Z, marked with whether any item of the list starts with it. */
export function letterOptions(present: readonly string[]): { letter: string; available: boolean }[] {
  const set = new Set(present.map((l) => l.toUpperCase()));
  return LETTERS.map((letter) => ({ letter, available: set.has(letter) }));
}
