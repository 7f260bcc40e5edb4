'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import styles from './forms.module.css';

/** The confirmation shown in place of the form once it is sent, with the reference the visitor can quote. */
export function FormSuccess({ children, reference }: { children: ReactNode; reference: string }) {
  return (
    <div className={styles.success} role="status">
      <p className={styles.successLine} data-testid="form-success">
        {children}
      </p>
      <SubmissionReference reference={reference} className={styles.successLine} />
    </div>
  );
}

/** 'Your reference: K7QM-3XPA. Quote it …', the reference set apart so it can be read back or copied. */
export function SubmissionReference({ reference, className }: { reference: string; className?: string }) {
  const t = useTranslations('forms');
  return (
    <p className={className}>
      {t('reference')}: <strong data-testid="submission-reference">{reference}</strong>. {t('reference_hint')}
    </p>
  );
}
