'use client';

import { useCallback, useSyncExternalStore } from 'react';

export type MeasureUnits = 'metric' | 'imperial';

/** localStorage key of the visitor's choice; centimetres first, so metric is the default. */
export const UNITS_STORAGE_KEY = 'measure-units';

const listeners = new Set<() => void>();
/** The choice made in this page, used when localStorage is unavailable. */
let chosen: MeasureUnits | null = null;

function read(): MeasureUnits {
  try {
    return window.localStorage.getItem(UNITS_STORAGE_KEY) === 'imperial' ? 'imperial' : 'metric';
  } catch {
    return chosen ?? 'metric';
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === UNITS_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The visitor's measure units, remembered in this browser; the server renders metric. */
export function useMeasureUnits(): [MeasureUnits, (units: MeasureUnits) => void] {
  const units = useSyncExternalStore(subscribe, read, () => 'metric' as const);
  const setUnits = useCallback((next: MeasureUnits) => {
    chosen = next;
    try {
      window.localStorage.setItem(UNITS_STORAGE_KEY, next);
    } catch {
      // storage disabled: `chosen` keeps the choice for this page
    }
    listeners.forEach((l) => l());
  }, []);
  return [units, setUnits];
}
