'use client';

import { CHUNK_RELOAD_KEY, isChunkLoadError, shouldReloadForChunkError } from './chunk-reload';

/**
 * Reloads the page after a failed script chunk (a new deployment removed
 * it), unless that already happened in the last minute. Returns whether it
 * reloads.
 */
export function reloadForChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  let last: string | null = null;
  try {
    last = window.sessionStorage.getItem(CHUNK_RELOAD_KEY);
  } catch {
    // Storage blocked: reloading without a stamp could loop, so do not reload.
    return false;
  }
  const now = Date.now();
  if (!shouldReloadForChunkError(last, now)) return false;
  window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  window.location.reload();
  return true;
}
