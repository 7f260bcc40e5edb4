import type { ContentType, InvalidationMatch, KeyArgs, StoreKey } from './types';

const SEPARATOR = '|';

/** Args in a fixed order so the same request always hits the same entry. */
function canonicalArgs(args: KeyArgs | undefined): string {
  return Object.entries(args ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
}

/** type|brand|locale|args: brand and locale are always part of the key, never shared by accident. */
export function storeKey(key: StoreKey): string {
  return [key.type, key.brand, key.locale ?? '-', canonicalArgs(key.args)]
    .map((part) => part.replaceAll(SEPARATOR, '%7C'))
    .join(SEPARATOR);
}

interface ParsedKey {
  type: string;
  brand: string;
  args: URLSearchParams;
}

function parseKey(key: string): ParsedKey | null {
  const [type, brand, , args] = key.split(SEPARATOR);
  if (type === undefined || brand === undefined) return null;
  return { type, brand, args: new URLSearchParams(args ?? '') };
}

/**
 * A revalidate 'type' names a family: 'talents' also covers profiles, 'posts' also covers
 * single posts, because both are read from the same back-end data.
 */
const FAMILIES: Record<string, readonly ContentType[]> = {
  talents: ['talents', 'talent'],
  posts: ['posts', 'post'],
};

/**
 * Does a stored key match the revalidate request? With an id, the entries about that id match,
 * and so do the lists of that type (entries without an id), which may contain it.
 */
export function keyMatches(key: string, match: InvalidationMatch): boolean {
  const parsed = parseKey(key);
  if (!parsed) return false;
  if (match.brand && parsed.brand !== match.brand) return false;
  if (match.type) {
    const family = FAMILIES[match.type] ?? [match.type];
    if (!family.includes(parsed.type as ContentType)) return false;
  }
  if (match.id) {
    const id = parsed.args.get('id');
    if (id !== null && id !== match.id) return false;
  }
  return true;
}
