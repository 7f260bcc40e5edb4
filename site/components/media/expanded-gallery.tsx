'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  CLOSED_GALLERY,
  dismissFullScreenGallery,
  fullScreenGalleryAfterScroll,
  type FullScreenGalleryState,
} from '@agency/schema/gallery';
import { GALLERY_VISIBILITY } from '@/lib/posts/constants';
import styles from './expanded-gallery.module.css';

/**
 * The gallery block of event and cultural profiles. It starts as a short preview. On events
 * (`fullScreen`) the gallery of the remaining slides opens over the whole screen once the page
 * has scrolled `offset` px (180), until the visitor closes it (button or Escape) or scrolls back
 * above the offset; the block stays expanded in the page behind it. Cultural profiles expand the
 * block in the page after `offset` px (280) or when 20 % of it is in view. Once expanded it stays so.
 */
export function ExpandedGallery({
  offset,
  openWhenVisible = false,
  fullScreen = false,
  label,
  fullScreenLabel,
  closeLabel,
  children,
}: {
  offset: number;
  openWhenVisible?: boolean;
  fullScreen?: boolean;
  label: string;
  /** Name of the full-screen gallery (a dialog) and of its close button. */
  fullScreenLabel?: string;
  closeLabel?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [screen, setScreen] = useState<FullScreenGalleryState>(CLOSED_GALLERY);
  const open = fullScreen && screen.open;

  useEffect(() => {
    const check = () => {
      if (window.scrollY >= offset) setExpanded(true);
      if (fullScreen) setScreen((state) => fullScreenGalleryAfterScroll(state, window.scrollY, offset));
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
  }, [offset, openWhenVisible, fullScreen]);

  useEffect(() => {
    if (!open) return;
    close.current?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setScreen(dismissFullScreenGallery());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <section
      ref={ref}
      aria-label={label}
      className={styles.gallery}
      data-expanded={expanded}
      data-testid="expanded-gallery"
    >
      <div className={styles.inner}>{children}</div>
      {open ? (
        // Over the page, which keeps its place (and its scroll) behind it.
        <div
          role="dialog"
          aria-modal="true"
          aria-label={fullScreenLabel}
          className={styles.screen}
          data-testid="fullscreen-gallery"
        >
          <button
            ref={close}
            type="button"
            className={styles.close}
            aria-label={closeLabel}
            onClick={() => setScreen(dismissFullScreenGallery())}
          >
            ×
          </button>
          <div className={styles.inner}>{children}</div>
        </div>
      ) : null}
    </section>
  );
}
