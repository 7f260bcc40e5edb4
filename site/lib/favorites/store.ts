'use client';

import { create } from 'zustand';
import { mergeFavorites, parseFavorites, removeFavorite, toggleFavorite } from './map';
import { FAVORITES_STORAGE_KEY, type FavoriteTalent, type FavoritesMap } from './types';

interface FavoritesState {
  favorites: FavoritesMap;
  /** False until the map was read from localStorage (server render and first client render show none). */
  hydrated: boolean;
  /** Reads the stored map, or restores it from a supplied value (restorable at start-up). */
  hydrate: (supplied?: unknown) => void;
  /** Adds or removes; returns true when the talent was added. */
  toggle: (talent: FavoriteTalent) => boolean;
  remove: (id: string) => void;
  merge: (talents: readonly FavoriteTalent[]) => void;
}

function readStorage(): FavoritesMap {
  try {
    return parseFavorites(window.localStorage.getItem(FAVORITES_STORAGE_KEY));
  } catch {
    return {}; // storage disabled (private mode, blocked cookies): favourites live for this page only
  }
}

function writeStorage(map: FavoritesMap) {
  try {
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(map));
  } catch {
    // quota or disabled storage: the in-memory map still works for this visit
  }
}

let listening = false;

/** Other tabs write the same key: follow them so every open tab shows the same hearts. */
function listenToOtherTabs(set: (state: Partial<FavoritesState>) => void) {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('storage', (event) => {
    if (event.key === FAVORITES_STORAGE_KEY || event.key === null) set({ favorites: readStorage() });
  });
}

export const useFavorites = create<FavoritesState>()((set, get) => {
  const commit = (favorites: FavoritesMap) => {
    set({ favorites });
    writeStorage(favorites);
  };
  return {
    favorites: {},
    hydrated: false,
    hydrate: (supplied) => {
      listenToOtherTabs(set);
      if (supplied !== undefined) {
        commit(parseFavorites(supplied));
        set({ hydrated: true });
      } else if (!get().hydrated) {
        set({ favorites: readStorage(), hydrated: true });
      }
    },
    toggle: (talent) => {
      const { map, added } = toggleFavorite(get().favorites, talent);
      commit(map);
      return added;
    },
    remove: (id) => commit(removeFavorite(get().favorites, id)),
    merge: (talents) => commit(mergeFavorites(get().favorites, talents)),
  };
});
