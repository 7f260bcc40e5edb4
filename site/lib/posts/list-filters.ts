/** Search and letter filter of a list, read from the page's query string. */
export interface ListFilters {
  search?: string;
  letter?: string;
}

export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Blank searches and anything but one letter A-Z are ignored. */
export function parseListFilters(params: Record<string, string | string[] | undefined>): ListFilters {
  const search = first(params.q)?.trim().slice(0, 100);
  const letter = first(params.letra)?.trim().toUpperCase();
  return {
    search: search ? search : undefined,
    letter: letter && /^[A-Z]$/.test(letter) ? letter : undefined,
  };
}

/** Query string of a list page for the given filters (search kept when a letter is picked). */
export function listQuery(filters: ListFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.letter) params.set('letra', filters.letter);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Every letter A-Z, marked with whether any post starts with it. */
export function letterOptions(present: readonly string[]): { letter: string; available: boolean }[] {
  const set = new Set(present.map((l) => l.toUpperCase()));
  return ALPHABET.map((letter) => ({ letter, available: set.has(letter) }));
}
