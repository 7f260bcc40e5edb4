'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { LIST_PAGE } from '@agency/schema/lists';

interface Props {
  onVisible: () => void;
  /** Changes after each loaded page: observing again re-checks a sentinel still in view (tall screens). */
  watchKey: number;
  busy: boolean;
  testId: string;
  className?: string;
  /** A load-more button: the same step for keyboards and where observers are unavailable. */
  children?: ReactNode;
}

/** The end of an infinite list: when 10 % of it is in view, the next step loads. */
export function ScrollSentinel({ onVisible, watchKey, busy, testId, className, children }: Props) {
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
      { threshold: LIST_PAGE.scrollThreshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [watchKey, busy]);

  return children ? (
    <div ref={ref} className={className} data-testid={testId}>
      {children}
    </div>
  ) : (
    <div ref={ref} aria-hidden="true" data-testid={testId} style={{ height: 1 }} />
  );
}
