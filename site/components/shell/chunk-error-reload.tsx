'use client';

import { useEffect } from 'react';
import { reloadForChunkError } from '@/lib/shell/reload-for-chunk-error';

/** A script chunk that fails to load reloads the page (at most once a minute). */
export function ChunkErrorReload() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => reloadForChunkError(event.error);
    const onRejection = (event: PromiseRejectionEvent) => reloadForChunkError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
