'use client';

import { useMemo } from 'react';
import { useBrowserQuery } from '@/lib/gateway/use-browser-query';
import { toFavorite } from './from-card';
import type { BrandKey } from '@agency/schema/brands';

const talentsByIds = () => import('@/lib/talents/documents').then((d) => d.TalentsByIdsQuery);

/** The talents of a shared selection (talentsByIds), as favourites, read from the browser. */
export function useSharedTalents(brand: BrandKey, ids: readonly string[]) {
  const { data, fetching, failed } = useBrowserQuery(talentsByIds, { brand, ids: [...ids] });
  const talents = useMemo(() => (data?.talentsByIds ?? []).map((card) => toFavorite(card, null)), [data]);
  return { talents, loaded: data !== undefined, fetching, failed };
}
