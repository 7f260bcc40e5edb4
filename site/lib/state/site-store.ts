'use client';

import { create } from 'zustand';
import { prefetchAllowed, readConnectionHints } from '@/lib/shell/connection';

/**
 * The shell's state: the active brand, the pre-home and
 * initial-modal flags, the global loading flag and connectivity. Kept in
 * memory: a fresh load starts again from the defaults below.
 */
interface SiteState {
  /** Brand key chosen in the selector (or the host's brand); null while none is chosen. */
  activeBrand: string | null;
  /** The intro runs once per page load; false once it ended or was ruled out. */
  prehome: boolean;
  /** The initial modal follows the pre-home; false once closed or ruled out. */
  initialModal: boolean;
  /** Global loading overlay. */
  loading: boolean;
  /**
   * What the offline notice shows. Online until the shell's listener reads the browser once
   * hydrated: the server renders no notice, and the first render in the browser must match it.
   */
  online: boolean;
  /** Prefetching allowed (online, not 2g, not data-saver). */
  prefetch: boolean;
  /** Set once the shell has decided on the intro for this load (so in-app navigation never replays it). */
  introDecided: boolean;
  setActiveBrand: (key: string | null) => void;
  decideIntro: (allowed: boolean) => void;
  endPrehome: () => void;
  closeInitialModal: () => void;
  setLoading: (loading: boolean) => void;
  setConnection: (online: boolean, prefetch: boolean) => void;
}

// Read once when the store is created in the browser, so links mounted before the shell's
// connectivity listener runs already skip prefetching offline, on 2g or with Save-Data. Only in the
// browser: Node (21 and later) has a navigator of its own, without onLine, which would render every
// page offline on the server.
const initialHints = readConnectionHints(typeof window === 'undefined' ? undefined : navigator);

export const useSiteStore = create<SiteState>((set) => ({
  activeBrand: null,
  prehome: true,
  initialModal: true,
  loading: false,
  online: true,
  prefetch: prefetchAllowed(initialHints),
  introDecided: false,
  setActiveBrand: (activeBrand) => set({ activeBrand }),
  decideIntro: (allowed) =>
    set((s) => (s.introDecided ? s : { introDecided: true, prehome: allowed, initialModal: allowed })),
  endPrehome: () => set({ prehome: false }),
  closeInitialModal: () => set({ initialModal: false }),
  setLoading: (loading) => set({ loading }),
  setConnection: (online, prefetch) => set({ online, prefetch }),
}));
