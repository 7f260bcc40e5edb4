'use client';

import { useCallback, useEffect, useState, type RefObject } from 'react';
import { usePathname } from '@/i18n/navigation';

/**
 * Only one dropdown is open at a time and they close on a route
 * change. Escape closes the open one and returns focus to its trigger; a
 * click or focus outside the bar closes it too.
 */
export function useSingleDropdown(container: RefObject<HTMLElement | null>) {
  const [openId, setOpenId] = useState<string | null>(null);
  const pathname = usePathname();
  const [seenPath, setSeenPath] = useState(pathname);

  // Reset during render when the route changed (React's "adjust state on prop change" pattern).
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpenId(null);
  }

  useEffect(() => {
    if (openId === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const trigger = container.current?.querySelector<HTMLElement>(`[aria-controls="${openId}"]`);
      setOpenId(null);
      trigger?.focus();
    };
    const onOutside = (event: Event) => {
      if (container.current && !container.current.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [openId, container]);

  const toggle = useCallback((id: string) => setOpenId((current) => (current === id ? null : id)), []);
  return { openId, toggle, close: () => setOpenId(null) };
}
