'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { QUOTE_FORM_ANCHOR } from '@/lib/favorites/quote-anchor';
import { useFavorites } from '@/lib/favorites/store';
import type { FavoriteTalent } from '@/lib/favorites/types';
import { showToast } from '@/lib/state/toast-store';

/**
 * The profile's quote action in one step: the talent joins the favourites (with the favourite
 * toast, when it was not there yet) and the favourites page opens at its quote form, which sends
 * every favourite. Without JavaScript it is still the link to that form.
 */
export function QuoteAction({
  talent,
  label,
  className,
}: {
  talent: FavoriteTalent;
  label: string;
  className?: string;
}) {
  const t = useTranslations('talents.favorites');
  const onClick = () => {
    const store = useFavorites.getState();
    if (!store.hydrated) store.hydrate();
    if (useFavorites.getState().favorites[talent.id]) return;
    if (store.toggle(talent)) showToast('success', t('added'));
  };
  return (
    <Link href={`/favoritos#${QUOTE_FORM_ANCHOR}`} className={className} onClick={onClick}>
      {label}
    </Link>
  );
}
