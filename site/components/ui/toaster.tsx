'use client';

import { useTranslations } from 'next-intl';
import { useToasts, type ToastKind } from '@/lib/state/toast-store';
import { Icon, type IconName } from './icons';
import styles from './toaster.module.css';

const ICONS: Record<ToastKind, IconName> = { success: 'heart', warning: 'minus', info: 'arrow-up-right' };

/**
 * The site's toasts: top centre, clear of the navigation bar (offset
 * 130), announced politely. One region for the whole shell, always in the
 * page, so a screen reader hears every message.
 */
export function Toaster() {
  const t = useTranslations('common.status');
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  return (
    <section className={styles.region} aria-label={t('notifications')}>
      <div role="status" aria-live="polite">
        <ol className={styles.list}>
          {toasts.map((toast) => (
            <li key={toast.id} className={styles.toast} data-kind={toast.kind} data-testid="toast">
              <Icon name={ICONS[toast.kind]} size={16} />
              <span className={styles.message}>{toast.message}</span>
              <button type="button" className={styles.close} onClick={() => dismiss(toast.id)}>
                <Icon name="close" size={14} />
                <span className="visually-hidden">{t('dismiss')}</span>
              </button>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
