'use client';

import { ResponsiveImg } from '@/components/media/responsive-img';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { useFavorites } from '@/lib/favorites/store';
import type { FavoriteTalent } from '@/lib/favorites/types';
import { showToast } from '@/lib/state/toast-store';
import styles from './favorites.module.css';
import { cardImageAlt } from '@/lib/talents/card-alt';
import { profilePath } from '@/lib/talents/paths';

interface Props {
  talents: readonly FavoriteTalent[];
  /** Shows a remove control on each talent (the visitor's own list). */
  removable?: boolean;
  loading?: boolean;
}

/** Chosen talents as portrait cards, in the order they were added. */
export function FavoriteGrid({ talents, removable = false, loading = false }: Props) {
  const t = useTranslations('talents.favoritesPage');
  const tFavorites = useTranslations('talents.favorites');
  const remove = useFavorites((s) => s.remove);
  if (loading) {
    return (
      <ul className={styles.grid} aria-busy="true" data-testid="favorites-loading">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} aria-hidden="true">
            <span className={styles.skeleton} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.grid} data-testid="favorites-grid">
      {talents.map((talent, index) => (
        <li key={talent.id} className={styles.item} data-testid="favorite-item">
          <Link href={talent.path ?? profilePath(talent, null)} className={styles.link}>
            <span className={styles.media}>
              {talent.cover && (
                <ResponsiveImg
                  src={talent.cover.url}
                  alt={cardImageAlt(talent.cover.alt, talent.name)}
                  fill
                  sizes="(min-width: 1024px) 20vw, 50vw"
                  loading={index < 4 ? 'eager' : 'lazy'}
                  className={styles.image}
                />
              )}
            </span>
            <span className={styles.name}>{talent.name}</span>
          </Link>
          {removable && (
            <button
              type="button"
              className={styles.remove}
              aria-label={t('remove', { name: talent.name })}
              onClick={() => {
                remove(talent.id);
                showToast('warning', tFavorites('removed'));
              }}
            >
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.6" />
              </svg>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
