'use client';

import { useTranslations } from 'next-intl';
import { AnimatePresence, motion, useReducedMotion } from 'motion/react';
import { SHELL } from '@/lib/shell/constants';
import { useSiteStore } from '@/lib/state/site-store';
import styles from './loading-overlay.module.css';

/** The global loading overlay (spec §2), driven by the site store's loading flag. */
export function LoadingOverlay() {
  const t = useTranslations('common');
  const loading = useSiteStore((s) => s.loading);
  const reduce = useReducedMotion();
  return (
    <AnimatePresence>
      {loading ? (
        <motion.div
          className={styles.overlay}
          role="status"
          aria-live="polite"
          data-testid="loading-overlay"
          initial={{ opacity: 0 }}
          animate={{ opacity: 1 }}
          exit={{ opacity: 0 }}
          transition={{ duration: reduce ? 0 : SHELL.transitions.fadeS / 2 }}
        >
          <span className={styles.pulse} aria-hidden="true" />
          <span className="visually-hidden">{t('loading')}</span>
        </motion.div>
      ) : null}
    </AnimatePresence>
  );
}
