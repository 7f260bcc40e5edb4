'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { GALLERY_VISIBILITY } from '@/lib/posts/constants';
import styles from './expanded-gallery.module.css';

/**
 * The gallery block of event and cultural profiles. It starts as a short
 * preview and opens to the full-screen gallery of the remaining slides once
 * the page has scrolled `offset` px (180 on events, 280 on profiles). Cultural
 * profiles also open it when 20 % of the block is in view. Once open it stays open.
 */
export function ExpandedGallery({
  offset,
  openWhenVisible = false,
  label,
  children,
}: {
  offset: number;
  openWhenVisible?: boolean;
  label: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    if (expanded) return;
    const check = () => {
      if (window.scrollY >= offset) setExpanded(true);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    let observer: IntersectionObserver | undefined;
    if (openWhenVisible && ref.current) {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.intersectionRatio >= GALLERY_VISIBILITY)) setExpanded(true);
        },
        { threshold: GALLERY_VISIBILITY },
      );
      observer.observe(ref.current);
    }
    return () => {
      window.removeEventListener('scroll', check);
      observer?.disconnect();
    };
  }, [expanded, offset, openWhenVisible]);

  return (
    <section
      ref={ref}
      aria-label={label}
      className={styles.gallery}
      data-expanded={expanded}
      data-testid="expanded-gallery"
    >
      <div className={styles.inner}>{children}</div>
    </section>
  );
}
