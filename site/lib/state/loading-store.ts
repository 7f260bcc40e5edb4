'use client';

import { create } from 'zustand';

/**
 * Work in flight that the top loading bar reflects: gateway requests
 * from the browser client and client-side route changes. Counting lets
 * overlapping requests keep one bar running; a failure is remembered until
 * everything has settled and a new round starts, so the bar can finish in its
 * failed style.
 */
interface LoadingState {
  pending: number;
  failed: boolean;
  /** Something started; returns the function that ends it (call it once). */
  begin: () => (outcome?: 'ok' | 'failed') => void;
}

export const useLoadingStore = create<LoadingState>((set) => ({
  pending: 0,
  failed: false,
  begin: () => {
    set((s) => ({ pending: s.pending + 1, failed: s.pending === 0 ? false : s.failed }));
    let ended = false;
    return (outcome = 'ok') => {
      if (ended) return;
      ended = true;
      set((s) => ({ pending: Math.max(0, s.pending - 1), failed: s.failed || outcome === 'failed' }));
    };
  },
}));

/** For non-React callers (the browser client's request events, the route-change listener). */
export function beginLoading(): (outcome?: 'ok' | 'failed') => void {
  return useLoadingStore.getState().begin();
}
