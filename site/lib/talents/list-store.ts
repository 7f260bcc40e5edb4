'use client';

import { create } from 'zustand';
import type { TalentPage } from './types';

/**
 * Lists already loaded in this visit, keyed by talentListKey (brand, category,
 * filters). Coming back to a list shows it as it was, scrolled pages
 * included, without a new request (lists already loaded are reused).
 */
interface TalentListsState {
  lists: Record<string, TalentPage>;
  /** Category of the list shown last (undefined before the first list of the visit). */
  lastCategory: string | null | undefined;
  put: (key: string, page: TalentPage) => void;
  append: (key: string, page: TalentPage) => void;
  setLastCategory: (category: string | null) => void;
}

export const useTalentLists = create<TalentListsState>()((set) => ({
  lists: {},
  lastCategory: undefined,
  put: (key, page) => set((s) => ({ lists: { ...s.lists, [key]: page } })),
  append: (key, page) =>
    set((s) => {
      const current = s.lists[key];
      const seen = new Set(current?.nodes.map((n) => n.id));
      const nodes = [...(current?.nodes ?? []), ...page.nodes.filter((n) => !seen.has(n.id))];
      return { lists: { ...s.lists, [key]: { ...page, nodes, facets: page.facets ?? current?.facets ?? null } } };
    }),
  setLastCategory: (category) => set({ lastCategory: category }),
}));
