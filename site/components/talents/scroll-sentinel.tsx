'use client';

import { useEffect, useRef } from 'react';

/** Infinite scroll triggers at 10 % visibility of the list's end. */
const THRESHOLD = 0.1;

interface Props {
  onVisible: () => void;
  /** Changes after each loaded page: observing again re-checks a sentinel still in view (tall screens). */
  watchKey: number;
  busy: boolean;
}

export function ScrollSentinel({ onVisible, watchKey, busy }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  }, [onVisible]);

  useEffect(() => {
    const element = ref.current;
    if (!element || busy) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { threshold: THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [watchKey, busy]);

  return <div ref={ref} aria-hidden="true" data-testid="talent-sentinel" style={{ height: 1 }} />;
}
