'use client';

import { useEffect, useState, type RefObject } from 'react';
import { GALLERY } from '@agency/schema/gallery';

/** The profile gallery expands after 280 px of scroll or when 20 % of it is in view. */
export const GALLERY_SCROLL_OFFSET = GALLERY.profileScrollOffset;
export const GALLERY_VISIBILITY = GALLERY.visibility;

/** True while the page is scrolled past the offset or the block is visible enough. */
export function useGalleryExpansion(block: RefObject<HTMLElement | null>): boolean {
  const [scrolled, setScrolled] = useState(false);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY >= GALLERY_SCROLL_OFFSET);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    const element = block.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setVisible(Boolean(entry?.isIntersecting)), {
      threshold: GALLERY_VISIBILITY,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [block]);

  return scrolled || visible;
}
