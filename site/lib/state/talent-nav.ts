'use client';

import { create } from 'zustand';
import type { FavoriteTalent } from '@/lib/favorites/types';

/**
 * What the navigation bar needs while a talent profile is open: the bar shows
 * back, favourite and more-details buttons. The profile page sets it
 * on mount and clears it on unmount; the navbar only reads it.
 */
// The whole favourite object, so the navbar's heart stores the same entry as a card's heart.
export type TalentNavTalent = FavoriteTalent;

interface TalentNavState {
  talent: TalentNavTalent | null;
  /** Category page of the list the profile was opened from, or the root. */
  backHref: string;
  detailsOpen: boolean;
  setProfile: (talent: TalentNavTalent, backHref: string) => void;
  clearProfile: () => void;
  setDetailsOpen: (open: boolean) => void;
}

export const useTalentNav = create<TalentNavState>((set) => ({
  talent: null,
  backHref: '/',
  detailsOpen: false,
  setProfile: (talent, backHref) => set({ talent, backHref, detailsOpen: false }),
  clearProfile: () => set({ talent: null, backHref: '/', detailsOpen: false }),
  setDetailsOpen: (open) => set({ detailsOpen: open }),
}));
