'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useBookViewer } from './book-viewer';
import styles from './profile.module.css';

/** Whether a flipping slot shows its back: its flipper is turned more than a quarter. */
function showsBack(trigger: HTMLElement): boolean {
  const flipper = trigger.querySelector('[data-flipper]');
  if (!flipper) return false;
  const transform = getComputedStyle(flipper).transform;
  return transform !== 'none' && new DOMMatrixReadOnly(transform).m11 < 0;
}

/**
 * A photo that opens the full-screen viewer on itself; a real button, so keyboard users can open it
 * too. A slot that flips to another photo (`backUrl`) opens the one in view.
 */
export function ViewerTrigger({
  url,
  backUrl,
  className,
  children,
}: {
  url: string;
  backUrl?: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useTranslations('talents.profile');
  const { open, count, indexOf } = useBookViewer();
  return (
    <button
      type="button"
      className={`${styles.viewerTrigger} ${className ?? ''}`}
      aria-label={t('openImage', { index: indexOf(url) + 1, total: count })}
      onClick={(event) => {
        const trigger = event.currentTarget;
        open(backUrl && showsBack(trigger) ? backUrl : url, trigger);
      }}
    >
      {children}
    </button>
  );
}
