'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useBookViewer } from './book-viewer';
import styles from './profile.module.css';

/** A photo that opens the full-screen viewer on itself; a real button, so keyboard users can open it too. */
export function ViewerTrigger({ url, className, children }: { url: string; className?: string; children: ReactNode }) {
  const t = useTranslations('talents.profile');
  const { open, count, indexOf } = useBookViewer();
  return (
    <button
      type="button"
      className={`${styles.viewerTrigger} ${className ?? ''}`}
      aria-label={t('openImage', { index: indexOf(url) + 1, total: count })}
      onClick={(event) => open(url, event.currentTarget)}
    >
      {children}
    </button>
  );
}
