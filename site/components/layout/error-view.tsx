'use client';

import { useTranslations } from 'next-intl';
import { motion, useReducedMotion } from 'motion/react';
import { ShellLink } from '@/components/ui/shell-link';
import styles from './error-view.module.css';

/**
 * The error page (spec §8): the message as the title with an animation; a
 * 404 offers Return (history back) and HOME (the root). Default status 500.
 */
export function ErrorView({ status = 500, message }: { status?: number; message: string }) {
  const t = useTranslations('common.errors');
  const reduce = useReducedMotion();
  return (
    <section className={styles.error} data-status={status} aria-labelledby="error-title">
      <motion.p
        className={styles.status}
        aria-hidden="true"
        initial={reduce ? false : { opacity: 0, y: 40, letterSpacing: '0.4em' }}
        animate={{ opacity: 1, y: 0, letterSpacing: '0.02em' }}
        transition={{ duration: 1.2, ease: [0.22, 1, 0.36, 1] }}
      >
        {status}
      </motion.p>
      <motion.h1
        id="error-title"
        className={styles.title}
        initial={reduce ? false : { opacity: 0, y: 12 }}
        animate={{ opacity: 1, y: 0 }}
        transition={{ duration: 0.5, delay: reduce ? 0 : 0.35 }}
      >
        {message}
      </motion.h1>
      <p className="visually-hidden">{t('status', { status })}</p>
      {status === 404 ? (
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => window.history.back()}>
            {t('return')}
          </button>
          <ShellLink href="/" className={styles.primary}>
            {t('home')}
          </ShellLink>
        </div>
      ) : null}
    </section>
  );
}
