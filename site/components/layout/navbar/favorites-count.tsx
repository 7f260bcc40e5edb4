'use client';

import { useTranslations } from 'next-intl';
import { useFavorites } from '@/lib/favorites/store';
import { useFavoritesReady } from '@/lib/favorites/use-favorites-ready';
import styles from './navbar.module.css';

/** The menu's favourites entry key (the brand table's menus). */
export const FAVORITES_MENU_KEY = 'favorites';

/**
 * How many talents the visitor keeps as favourites, beside the menu's favourites entry: read from
 * the browser's storage once the page is interactive (nothing on the server, nothing when empty),
 * following every heart the visitor presses.
 */
export function FavoritesCount() {
  const t = useTranslations('common.nav');
  const ready = useFavoritesReady();
  const count = useFavorites((s) => Object.keys(s.favorites).length);
  if (!ready || count === 0) return null;
  return (
    <span className={styles.count} data-testid="favorites-count">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden"> ({t('favoritesCount', { count, total: String(count) })})</span>
    </span>
  );
}
