'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { beginLoading } from '@/lib/state/loading-store';

/** Navigation that never completes (an aborted click) must not keep the bar forever. */
const GIVE_UP_MS = 10_000;

/**
 * Feeds route changes into the loading store: the App Router has no
 * "navigation started" event, so a click on an in-site link to another page
 * starts the work and the new pathname ends it.
 */
export function RouteProgress() {
  const pathname = usePathname();
  const pending = useRef<((outcome?: 'ok' | 'failed') => void) | null>(null);

  useEffect(() => {
    pending.current?.();
    pending.current = null;
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download'))
        return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      pending.current?.();
      const end = beginLoading();
      pending.current = end;
      window.setTimeout(end, GIVE_UP_MS);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  return null;
}
