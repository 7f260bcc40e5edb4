/**
 * A favourite as it is kept in the visitor's browser: the whole talent card
 * (each entry holds the whole talent object), so
 * /favoritos can show it without asking the gateway again.
 */
export interface FavoriteTalent {
  id: string;
  name: string;
  slug: string;
  cover: { url: string; alt: string } | null;
  /** Profile path (category kept) when known. */
  path?: string;
  gender?: string;
  measures?: readonly { key: string; metric: string; imperial?: string | null }[];
}

/** The favourites map, keyed by talent id. */
export type FavoritesMap = Readonly<Record<string, FavoriteTalent>>;

/** Key of the map in localStorage. */
export const FAVORITES_STORAGE_KEY = 'favorites';
