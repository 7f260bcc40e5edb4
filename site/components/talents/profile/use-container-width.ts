'use client';

import { useEffect, useState, type RefObject } from 'react';

/** The masonry is redrawn 300 ms and 500 ms after it opens (fonts and scrollbars settle). */
const REDRAW_DELAYS_MS = [300, 500];

/** The element's content width, re-measured on resize and at the redraw delays after `active` turns true. */
export function useContainerWidth(ref: RefObject<HTMLElement | null>, active: boolean): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || !active) return;
    const measure = () => setWidth(element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const timers = REDRAW_DELAYS_MS.map((ms) => setTimeout(measure, ms));
    return () => {
      observer.disconnect();
      timers.forEach(clearTimeout);
    };
  }, [ref, active]);
  return width;
}
