'use client';

import { FavoriteToggle } from '@/components/favorites/favorite-toggle';
import { useTalentNav } from '@/lib/state/talent-nav';

/** The profile's favourite toggle in the bar (the talents helper's heart, with its toasts). */
export function TalentFavoriteSlot() {
  const talent = useTalentNav((s) => s.talent);
  return talent ? <FavoriteToggle talent={talent} variant="bar" /> : null;
}
