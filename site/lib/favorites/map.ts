import type { FavoriteTalent, FavoritesMap } from './types';

/** Adds the talent when absent, removes it when present; says which happened (for the toast). */
export function toggleFavorite(map: FavoritesMap, talent: FavoriteTalent): { map: FavoritesMap; added: boolean } {
  if (map[talent.id]) return { map: removeFavorite(map, talent.id), added: false };
  return { map: { ...map, [talent.id]: talent }, added: true };
}

export function removeFavorite(map: FavoritesMap, id: string): FavoritesMap {
  if (!map[id]) return map;
  const next = { ...map };
  delete next[id];
  return next;
}

/** Adds talents not yet in the map; entries already there are kept as they are. */
export function mergeFavorites(map: FavoritesMap, talents: readonly FavoriteTalent[]): FavoritesMap {
  const next: Record<string, FavoriteTalent> = { ...map };
  for (const talent of talents) if (!next[talent.id]) next[talent.id] = talent;
  return next;
}

/** Favourites as a list, in the map's key order (numeric ids sort ascending, as JavaScript orders such keys). */
export function favoritesList(map: FavoritesMap): FavoriteTalent[] {
  return Object.values(map);
}

function isFavoriteTalent(value: unknown): value is FavoriteTalent {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const cover = v.cover as Record<string, unknown> | null | undefined;
  const coverOk = cover === null || (typeof cover === 'object' && typeof cover?.url === 'string');
  return typeof v.id === 'string' && typeof v.name === 'string' && typeof v.slug === 'string' && coverOk;
}

/**
 * Reads a stored or supplied value (a JSON string or an already parsed object)
 * into a favourites map. Anything malformed is dropped rather than trusted:
 * localStorage can hold data from an older version of the site or be edited.
 */
export function parseFavorites(value: unknown): FavoritesMap {
  let data = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  const out: Record<string, FavoriteTalent> = {};
  for (const [id, entry] of Object.entries(data as Record<string, unknown>)) {
    if (isFavoriteTalent(entry) && entry.id === id) out[id] = entry;
  }
  return out;
}
