'use client';

import { useTranslations } from 'next-intl';
import { useFavorites } from '@/lib/favorites/store';
import { useFavoritesReady } from '@/lib/favorites/use-favorites-ready';
import type { FavoriteTalent } from '@/lib/favorites/types';
import { showToast } from '@/lib/state/toast-store';
import { HeartIcon } from './heart-icon';
import styles from './favorite-toggle.module.css';

interface Props {
  talent: FavoriteTalent;
  /** 'overlay' sits on a card's photo; 'bar' is the navbar's and the profile's plain button. */
  variant?: 'overlay' | 'bar';
}

/** The heart: adds or removes the talent and says so in a toast. */
export function FavoriteToggle({ talent, variant = 'bar' }: Props) {
  const t = useTranslations('talents.favorites');
  useFavoritesReady();
  const active = useFavorites((s) => Boolean(s.favorites[talent.id]));
  const toggle = useFavorites((s) => s.toggle);

  const onClick = () => {
    const added = toggle(talent);
    if (added) showToast('success', t('added'));
    else showToast('warning', t('removed'));
  };

  return (
    <button
      type="button"
      className={[styles.toggle, styles[variant]].filter(Boolean).join(' ')}
      aria-pressed={active}
      aria-label={t('add', { name: talent.name })}
      data-active={active}
      onClick={onClick}
    >
      <HeartIcon filled={active} />
    </button>
  );
}
