'use client';

import { useTranslations } from 'next-intl';
import { LIMITS } from '@agency/schema/validation/rules';
import type { ScoutingStep } from '@/lib/forms/scouting-form';
import styles from './seletiva.module.css';

/** 'Etapa 2 / 4' with the step's name and a thin bar; the heading takes focus on each step. */
export function ScoutingProgress({
  step,
  headingRef,
}: {
  step: ScoutingStep;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const t = useTranslations('seletiva');
  const total = LIMITS.scoutingSteps;
  return (
    <div className={styles.progress}>
      <p className={styles.progressCount} data-testid="scouting-progress">
        {t('progress', { step, total })}
      </p>
      <h2 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {t(`steps.${step}`)}
      </h2>
      <div className={styles.bar} aria-hidden="true">
        <span style={{ width: `${(step / total) * 100}%` }} />
      </div>
    </div>
  );
}
