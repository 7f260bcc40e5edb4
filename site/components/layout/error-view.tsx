'use client';

import { useTranslations } from 'next-intl';
import { ShellLink } from '@/components/ui/shell-link';
import styles from './error-view.module.css';

/**
 * The error page: the message as the title with an animation (CSS:
 * the status settles in, its rule draws, the title follows); a
 * 404 offers Return (history back) and HOME (the root). Default status 500.
 */
export function ErrorView({ status = 500, message }: { status?: number; message: string }) {
  const t = useTranslations('common.errors');
  return (
    <section className={styles.error} data-status={status} aria-labelledby="error-title">
      <p className={styles.status} aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className={styles.title}>
        {message}
      </h1>
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
