/** Removes diacritics: 'Ângela' -> 'Angela'. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '');
}

/** URL-safe lowercase slug: 'Ana Lúcia D'Ávila' -> 'ana-lucia-davila'. */
export function slugify(text: string): string {
  return foldAccents(text)
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The A-Z letter a name files under (accent-folded); null for names starting with anything else. */
export function firstLetter(text: string): string | null {
  const letter = foldAccents(text.trim()).charAt(0).toUpperCase();
  return /^[A-Z]$/.test(letter) ? letter : null;
}

/** Talent search: case-insensitive contains; accents ignored too, so 'angela' finds 'Ângela'. */
export function matchesSearch(text: string, search: string | null | undefined): boolean {
  const needle = foldAccents(search ?? '')
    .trim()
    .toLowerCase();
  if (needle === '') return true;
  return foldAccents(text).toLowerCase().includes(needle);
}

/** The letter filter: null/empty means All. */
export function matchesLetter(text: string, letter: string | null | undefined): boolean {
  const wanted = foldAccents(letter ?? '')
    .trim()
    .toUpperCase();
  if (wanted === '') return true;
  return firstLetter(text) === wanted;
}

/** Sorted distinct first letters of an unfiltered list, for the A-Z filter. */
export function lettersOf(texts: readonly string[]): string[] {
  return [...new Set(texts.map(firstLetter).filter((l): l is string => l !== null))].sort();
}

export function nonEmpty(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
}
