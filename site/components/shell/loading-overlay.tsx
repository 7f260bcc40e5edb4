'use client';

import type { CSSProperties } from 'react';
import { useTranslations } from 'next-intl';
import { SHELL } from '@/lib/shell/constants';
import { useSiteStore } from '@/lib/state/site-store';
import { usePresence } from '@/lib/ui/use-presence';
import styles from './loading-overlay.module.css';

const FADE_MS = (SHELL.transitions.fadeS / 2) * 1000;

/** The global loading overlay, driven by the site store's loading flag; fades in and out. */
export function LoadingOverlay() {
  const t = useTranslations('common.status');
  const loading = useSiteStore((s) => s.loading);
  const presence = usePresence(loading, FADE_MS);
  if (presence === 'gone') return null;
  return (
    <div
      className={styles.overlay}
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
      data-leaving={presence === 'leaving' || undefined}
      style={{ '--fade': `${FADE_MS}ms` } as CSSProperties}
    >
      <span className={styles.pulse} aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
