'use client';

import { create } from 'zustand';
import type { LanguageTargets } from '@/lib/posts/language-targets';

/**
 * Where the language switch leads from the page on screen, when the page says so (a post: its
 * translation or its kind's list). Kept with the path it was given for, so a page that says
 * nothing never inherits another page's targets.
 */
interface LanguageTargetsState {
  pathname: string | null;
  targets: LanguageTargets;
  set: (pathname: string | null, targets: LanguageTargets) => void;
}

export const useLanguageTargets = create<LanguageTargetsState>((set) => ({
  pathname: null,
  targets: {},
  set: (pathname, targets) => set({ pathname, targets }),
}));
