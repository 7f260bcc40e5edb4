'use client';

import { useTranslations } from 'next-intl';
import { SubmissionReference } from '@/components/forms/form-success';
import { SubmitButton } from '@/components/forms/submit-button';
import formStyles from '@/components/forms/forms.module.css';
import styles from './seletiva.module.css';

/**
 * After sending: only the confirmation with the reference to quote (no back button, no step count)
 * and the button reading 'Enviado'.
 */
export function ScoutingSuccess({ ref, reference }: { ref: React.Ref<HTMLDivElement>; reference: string }) {
  const t = useTranslations('seletiva');
  return (
    <div ref={ref} className={styles.success}>
      <span className={styles.check} aria-hidden="true" />
      <p role="status" className={styles.successText} data-testid="scouting-success">
        {t('success')}
      </p>
      <SubmissionReference reference={reference} className={styles.reference} />
      <div className={`${formStyles.form} ${formStyles.dark} ${styles.successButton}`}>
        <SubmitButton state="sent">{t('send')}</SubmitButton>
      </div>
    </div>
  );
}
