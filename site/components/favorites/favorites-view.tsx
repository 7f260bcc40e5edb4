'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { UrqlProvider } from '@/components/providers/urql-provider';
import { parseSharedIds, SHARE_PARAM } from '@/lib/favorites/share-link';
import { MyFavorites } from './my-favorites';
import { SharedSelection } from './shared-selection';
import styles from './favorites.module.css';

/** Either the visitor's own favourites or, for a shared link (?ids=), the shared selection. */
export function FavoritesView({ brand }: { brand: string }) {
  const t = useTranslations('talents.favoritesPage');
  const ids = parseSharedIds(useSearchParams().get(SHARE_PARAM));
  return (
    <section className={styles.page} aria-labelledby="favorites-title">
      <h1 id="favorites-title" className={styles.title}>
        {ids.length ? t('sharedTitle') : t('title')}
      </h1>
      <UrqlProvider>
        {ids.length ? <SharedSelection brand={brand} ids={ids} /> : <MyFavorites brand={brand} />}
      </UrqlProvider>
    </section>
  );
}
