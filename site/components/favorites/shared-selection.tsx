'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { ShortlistPdfLink } from '@/components/talents/comp-card-link';
import { useFavorites } from '@/lib/favorites/store';
import { useFavoritesReady } from '@/lib/favorites/use-favorites-ready';
import { useSharedTalents } from '@/lib/favorites/use-shared-talents';
import { FavoriteGrid } from './favorite-grid';
import { showToast } from '@/lib/state/toast-store';
import { groupedNumber } from '@/i18n/grouped-number';
import styles from './favorites.module.css';
import type { BrandKey } from '@agency/schema/brands';

/** The question asked before a shared selection replaces the visitor's own favourites. */
const CONFIRM_STYLE = { marginTop: 16, padding: 16, border: '1px solid var(--color-ink)' } as const;

/**
 * A selection someone shared: the talents are read from the gateway
 * (talentsByIds) and join the visitor's own favourites only if they ask.
 */
export function SharedSelection({ brand, ids }: { brand: BrandKey; ids: string[] }) {
  const t = useTranslations('talents.favoritesPage');
  const locale = useLocale();
  useFavoritesReady();
  const own = useFavorites((s) => s.favorites);
  const merge = useFavorites((s) => s.merge);
  const hydrate = useFavorites((s) => s.hydrate);
  const [confirming, setConfirming] = useState(false);
  const { talents, loaded, fetching, failed } = useSharedTalents(brand, ids);
  const missing = talents.filter((talent) => !own[talent.id]);
  const ownCount = Object.keys(own).length;
  const sameAsOwn = ownCount === talents.length && missing.length === 0;

  /** The shared list replaces the visitor's favourites (restored through the store's hydrate). */
  const adopt = () => {
    hydrate(Object.fromEntries(talents.map((talent) => [talent.id, talent])));
    setConfirming(false);
    showToast('success', t('adopted'));
  };

  if (fetching && !loaded) return <FavoriteGrid talents={[]} loading />;
  if (failed && !loaded)
    return (
      <p className={styles.empty} role="alert">
        {t('sharedError')}
      </p>
    );

  return (
    <div className={styles.main}>
      <p className={styles.intro}>{talents.length ? t('sharedIntro') : t('sharedEmpty')}</p>
      <FavoriteGrid talents={talents} />
      <div className={styles.sharedActions}>
        {talents.length > 0 && (
          <button
            type="button"
            className={styles.button}
            disabled={missing.length === 0}
            data-testid="merge-shared"
            onClick={() => {
              merge(talents);
              showToast('success', t('merged'));
            }}
          >
            {missing.length === 0 ? t('alreadyMerged') : t('merge')}
          </button>
        )}
        {talents.length > 0 && (
          <button
            type="button"
            className={styles.button}
            disabled={sameAsOwn || confirming}
            data-testid="adopt-shared"
            // With favourites of their own the visitor confirms first: they are replaced.
            onClick={() => (ownCount > 0 ? setConfirming(true) : adopt())}
          >
            {sameAsOwn ? t('alreadyAdopted') : t('adopt')}
          </button>
        )}
        {talents.length > 0 && (
          <ShortlistPdfLink
            locale={locale}
            talentIds={talents.map((talent) => talent.id)}
            label={t('shortlistPdf')}
            className={styles.secondary}
          />
        )}
        <Link href="/favoritos" className={styles.secondary}>
          {t('mine')}
        </Link>
      </div>
      {confirming && (
        <div
          // Styled inline: a class of its own would add a style sheet to the page's first load.
          style={CONFIRM_STYLE}
          role="alertdialog"
          aria-labelledby="adopt-confirm-text"
          data-testid="adopt-confirm"
        >
          <p id="adopt-confirm-text">
            {t('adoptConfirm', { count: ownCount, total: groupedNumber(ownCount, locale) })}
          </p>
          <div className={styles.sharedActions}>
            <button type="button" className={styles.button} onClick={adopt} autoFocus>
              {t('adoptConfirmYes')}
            </button>
            <button type="button" className={styles.secondary} onClick={() => setConfirming(false)}>
              {t('adoptConfirmNo')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
