'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef } from 'react';
import { ShortlistPdfLink } from '@/components/talents/comp-card-link';
import { Link } from '@/i18n/navigation';
import { favoritesList } from '@/lib/favorites/map';
import { QUOTE_FORM_ANCHOR } from '@/lib/favorites/quote-anchor';
import { useFavorites } from '@/lib/favorites/store';
import { useFavoritesReady } from '@/lib/favorites/use-favorites-ready';
import { FavoriteGrid } from './favorite-grid';
import { ShareSelection } from './share-selection';
import { groupedNumber } from '@/i18n/grouped-number';
import styles from './favorites.module.css';
import type { BrandKey } from '@agency/schema/brands';

/**
 * The quote request form and its validation, loaded once there are favourites to ask about: the
 * page's first load carries neither (an empty list, or a visitor only looking, never needs them).
 */
const QuoteRequestForm = dynamic(
  () => import('@/components/forms/quote-request-form').then((m) => m.QuoteRequestForm),
  {
    loading: () => <div className={styles.formPlaceholder} aria-hidden="true" />,
  },
);

/** The visitor's favourites with remove controls, a share link and the quote request form. */
export function MyFavorites({ brand }: { brand: BrandKey }) {
  const t = useTranslations('talents.favoritesPage');
  const locale = useLocale();
  const ready = useFavoritesReady();
  const map = useFavorites((s) => s.favorites);
  const talents = useMemo(() => favoritesList(map), [map]);
  const quoteTitle = useRef<HTMLHeadingElement>(null);
  const hasTalents = talents.length > 0;

  // Opened at the quote form (the profile's quote action): the browser cannot scroll to an anchor
  // that appears only once the favourites were read, so the page takes the visitor there itself.
  useEffect(() => {
    if (!ready || !hasTalents || window.location.hash !== `#${QUOTE_FORM_ANCHOR}`) return;
    quoteTitle.current?.scrollIntoView({ block: 'start' });
    quoteTitle.current?.focus({ preventScroll: true });
  }, [ready, hasTalents]);

  if (!ready) return <FavoriteGrid talents={[]} loading />;
  if (talents.length === 0) {
    return (
      <>
        {/* Where the frame the server sent had it (FavoritesSkeleton): the page does not move. */}
        <p className={styles.intro}>{t('intro')}</p>
        <div className={styles.emptyBox}>
          <p className={styles.empty}>{t('empty')}</p>
          <Link href="/" className={styles.button}>
            {t('browse')}
          </Link>
        </div>
      </>
    );
  }

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <p className={styles.intro}>{t('intro')}</p>
        <p className={styles.count} role="status">
          {t('count', { count: talents.length, total: groupedNumber(talents.length, locale) })}
        </p>
        <FavoriteGrid talents={talents} removable />
        <ShareSelection ids={talents.map((talent) => talent.id)} />
        <div className={styles.sharedActions}>
          <ShortlistPdfLink
            locale={locale}
            talentIds={talents.map((talent) => talent.id)}
            label={t('shortlistPdf')}
            className={styles.secondary}
          />
        </div>
      </div>
      <aside id={QUOTE_FORM_ANCHOR} className={styles.aside} aria-labelledby="quote-title">
        <h2 id="quote-title" ref={quoteTitle} tabIndex={-1} className={styles.asideTitle}>
          {t('requestTitle')}
        </h2>
        <QuoteRequestForm brand={brand} talents={talents} />
      </aside>
    </div>
  );
}
