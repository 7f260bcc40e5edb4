'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import styles from './forms.module.css';

export type SubmitState = 'idle' | 'sending' | 'sent';

/** The send button: disabled with a spinner and 'Enviando' while sending, 'Enviado' once sent. */
export function SubmitButton({ state, children }: { state: SubmitState; children: ReactNode }) {
  const t = useTranslations('forms');
  const busy = state === 'sending';
  return (
    <button type="submit" className={styles.submit} disabled={state !== 'idle'} aria-busy={busy} data-state={state}>
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {busy ? t('sending') : state === 'sent' ? t('sent') : children}
    </button>
  );
}
