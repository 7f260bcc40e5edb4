'use client';

import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { GALLERY_VISIBILITY } from '@/lib/posts/constants';
import styles from './expanded-gallery.module.css';

/**
 * The full-screen view and its gestures: loaded when a visitor asks for it (React's lazy, not
 * next/dynamic, whose loader would add about 1.2 KB to the page's first load).
 */
const FullScreenGallery = lazy(() => import('./full-screen-gallery').then((m) => ({ default: m.FullScreenGallery })));

/**
 * The gallery block of event and cultural profiles. It starts as a short preview and expands in
 * the page, across the whole screen, once the page has scrolled `offset` px (180 on events and
 * shows, 280 on workshops and lectures) or, with `openWhenVisible`, when 20 % of it is in view;
 * once expanded it stays so. Scrolling goes on through it to the rest of the page. Events and
 * shows (`fullScreen`) also offer a full-screen view, opened by the visitor.
 */
export function ExpandedGallery({
  offset,
  openWhenVisible = false,
  fullScreen,
  label,
  children,
}: {
  offset: number;
  openWhenVisible?: boolean;
  /** Names of the full-screen view (a dialog), of the button that opens it and of its close button. */
  fullScreen?: { label: string; open: string; close: string };
  label: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [viewing, setViewing] = useState(false);
  // Focus goes back to the button that opened the view once the view (a modal, which makes the
  // page inert while open) has left.
  const opener = useRef<HTMLButtonElement>(null);
  const viewed = useRef(false);
  useEffect(() => {
    if (viewed.current && !viewing) opener.current?.focus({ preventScroll: true });
    viewed.current = viewing;
  }, [viewing]);

  useEffect(() => {
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
  }, [offset, openWhenVisible]);

  return (
    <section
      ref={ref}
      aria-label={label}
      className={styles.gallery}
      data-expanded={expanded}
      data-testid="expanded-gallery"
    >
      {fullScreen ? (
        <button
          ref={opener}
          type="button"
          className={styles.open}
          onClick={() => {
            setExpanded(true);
            setViewing(true);
          }}
        >
          {fullScreen.open}
        </button>
      ) : null}
      <div className={styles.inner}>{children}</div>
      {fullScreen && viewing ? (
        <Suspense>
          <FullScreenGallery
            label={fullScreen.label}
            closeLabel={fullScreen.close}
            onClose={() => {
              setViewing(false);
              opener.current?.focus({ preventScroll: true });
            }}
          >
            {children}
          </FullScreenGallery>
        </Suspense>
      ) : null}
    </section>
  );
}
