'use client';

import { useRef, type ReactNode } from 'react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { scrollLeavesView } from '@/lib/posts/full-screen-gallery';
import styles from './expanded-gallery.module.css';

/** A finger must move this far (px) past the view's end before it counts as leaving it. */
const SWIPE_SLOP_PX = 24;

/**
 * The gallery over the whole screen, opened by the visitor: a modal dialog (focus kept inside,
 * Escape and the close button close it) scrolled on its own. Scrolling on past its end or start,
 * by wheel or finger, closes it, so the page behind is never held.
 */
export function FullScreenGallery({
  label,
  closeLabel,
  onClose,
  children,
}: {
  label: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useModalDialog(true, onClose);
  const touchY = useRef<number | null>(null);
  const leave = (deltaY: number) => {
    if (ref.current && scrollLeavesView(ref.current, deltaY)) onClose();
  };
  return (
    <dialog
      ref={ref}
      aria-label={label}
      className={styles.screen}
      data-testid="fullscreen-gallery"
      onWheel={(event) => leave(event.deltaY)}
      onTouchStart={(event) => {
        touchY.current = event.touches[0]?.clientY ?? null;
      }}
      onTouchMove={(event) => {
        const y = event.touches[0]?.clientY;
        if (touchY.current === null || y === undefined) return;
        const deltaY = touchY.current - y;
        if (Math.abs(deltaY) > SWIPE_SLOP_PX) leave(deltaY);
      }}
    >
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose} autoFocus>
        ×
      </button>
      <div className={styles.inner}>{children}</div>
    </dialog>
  );
}
