'use client';

import { useEffect } from 'react';
import { useFavorites } from './store';

/**
 * Reads the stored favourites once the page is interactive. Done after mount
 * (not during render) so the server HTML and the first client render agree.
 */
export function useFavoritesReady(): boolean {
  const hydrated = useFavorites((s) => s.hydrated);
  const hydrate = useFavorites((s) => s.hydrate);
  useEffect(() => {
    if (!hydrated) hydrate();
  }, [hydrated, hydrate]);
  return hydrated;
}
