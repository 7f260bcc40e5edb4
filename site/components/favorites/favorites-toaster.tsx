'use client';

import { Toaster } from 'sonner';

/** Favourite toasts go to their own toaster, so a site-wide one elsewhere never shows them twice. */
export const FAVORITES_TOASTER_ID = 'favorites';

/** Spec §9: toast offset 130 (clear of the navigation bar). */
export function FavoritesToaster() {
  return <Toaster id={FAVORITES_TOASTER_ID} offset={130} mobileOffset={130} position="top-center" />;
}
