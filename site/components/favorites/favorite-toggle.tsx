'use client';

import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { useFavorites } from '@/lib/favorites/store';
import { useFavoritesReady } from '@/lib/favorites/use-favorites-ready';
import type { FavoriteTalent } from '@/lib/favorites/types';
import { FAVORITES_TOASTER_ID } from './favorites-toaster';
import { HeartIcon } from './heart-icon';
import styles from './favorite-toggle.module.css';

interface Props {
  talent: FavoriteTalent;
  /** 'overlay' sits on a card's photo; 'bar' is the navbar's and the profile's plain button. */
  variant?: 'overlay' | 'bar';
}

/** The heart: adds or removes the talent and says so in a toast (spec §4). */
export function FavoriteToggle({ talent, variant = 'bar' }: Props) {
  const t = useTranslations('talents.favorites');
  useFavoritesReady();
  const active = useFavorites((s) => Boolean(s.favorites[talent.id]));
  const toggle = useFavorites((s) => s.toggle);

  const onClick = () => {
    const added = toggle(talent);
    if (added) toast.success(t('added'), { toasterId: FAVORITES_TOASTER_ID });
    else toast.warning(t('removed'), { toasterId: FAVORITES_TOASTER_ID });
  };

  return (
    <button
      type="button"
      className={`${styles.toggle} ${styles[variant]}`}
      aria-pressed={active}
      aria-label={t('add', { name: talent.name })}
      data-active={active}
      onClick={onClick}
    >
      <HeartIcon filled={active} />
    </button>
  );
}
