import type { FavoriteTalent } from './types';
import { profilePath } from '../talents/paths';

interface CardLike {
  id: string;
  name: string;
  slug: string;
  gender?: string;
  cover: { url: string; alt: string };
  measures?: readonly { key: string; metric: string; imperial?: string | null }[];
}

/** The favourite kept for a card or profile: what /favoritos needs to show it again without a request. */
export function toFavorite(talent: CardLike, category: string | null | undefined): FavoriteTalent {
  return {
    id: talent.id,
    name: talent.name,
    slug: talent.slug,
    cover: { url: talent.cover.url, alt: talent.cover.alt },
    path: profilePath(talent, category),
    gender: talent.gender,
    measures: talent.measures?.map(({ key, metric, imperial }) => ({ key, metric, imperial: imperial ?? null })),
  };
}
