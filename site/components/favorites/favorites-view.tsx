'use client';

import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { parseSharedIds, SHARE_PARAM } from '@/lib/favorites/share-link';
import { FavoriteGrid } from './favorite-grid';
import { MyFavorites } from './my-favorites';
import styles from './favorites.module.css';
import type { BrandKey } from '@agency/schema/brands';

/** A shared link's view (and its GraphQL query): loaded only when a link is opened. */
const SharedSelection = dynamic(() => import('./shared-selection').then((m) => m.SharedSelection), {
  loading: () => <FavoriteGrid talents={[]} loading />,
});

/** Either the visitor's own favourites or, for a shared link (?ids=), the shared selection. */
export function FavoritesView({ brand }: { brand: BrandKey }) {
  const t = useTranslations('talents.favoritesPage');
  const ids = parseSharedIds(useSearchParams().get(SHARE_PARAM));
  return (
    <section className={styles.page} aria-labelledby="favorites-title">
      <h1 id="favorites-title" className={styles.title}>
        {ids.length ? t('sharedTitle') : t('title')}
      </h1>
      {ids.length ? <SharedSelection brand={brand} ids={ids} /> : <MyFavorites brand={brand} />}
    </section>
  );
}
