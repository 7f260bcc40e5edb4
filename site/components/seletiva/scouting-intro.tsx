'use client';

import { useTranslations } from 'next-intl';
import styles from './seletiva.module.css';

/** Step 0: what the application asks for, and the start button. */
export function ScoutingIntro({ ready, onStart }: { ready: boolean; onStart: () => void }) {
  const t = useTranslations('seletiva');
  return (
    <div className={styles.intro}>
      <p className={styles.lead}>{t('intro')}</p>
      <ol className={styles.introSteps}>
        {([1, 2, 3, 4] as const).map((n) => (
          <li key={n}>
            <span className={styles.introNumber}>{String(n).padStart(2, '0')}</span>
            {t(`steps.${n}`)}
          </li>
        ))}
      </ol>
      <p className={styles.free}>{t('intro_free')}</p>
      <button type="button" className={styles.primary} onClick={onStart} disabled={!ready}>
        {t('start')}
      </button>
    </div>
  );
}
