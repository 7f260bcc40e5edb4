'use client';

import { useEffect, useState } from 'react';

export type Presence = 'shown' | 'leaving' | 'gone';

/**
 * Keeps an element mounted for `exitMs` after it is hidden, so a CSS exit
 * animation can play before it leaves the DOM ('leaving'), then 'gone'.
 */
export function usePresence(visible: boolean, exitMs: number): Presence {
  const [mounted, setMounted] = useState(visible);
  // Shown again while leaving, or for the first time: mount during render (no flash of nothing).
  if (visible && !mounted) setMounted(true);
  useEffect(() => {
    if (visible || !mounted) return;
    const timer = window.setTimeout(() => setMounted(false), exitMs);
    return () => window.clearTimeout(timer);
  }, [visible, mounted, exitMs]);
  if (!mounted) return 'gone';
  return visible ? 'shown' : 'leaving';
}
