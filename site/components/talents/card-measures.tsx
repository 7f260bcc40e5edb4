'use client';

import { useTranslations } from 'next-intl';
import { useMeasureUnits } from '@/lib/talents/units';
import { measureText, type MeasureValue } from '@/lib/talents/measure-value';
import styles from './talent-card.module.css';

/** Key measures printed over the back cover, in the visitor's units. */
export function CardMeasures({ measures }: { measures: readonly MeasureValue[] }) {
  const t = useTranslations('talents.measures');
  const [units] = useMeasureUnits();
  if (measures.length === 0) return null;
  return (
    <span className={styles.measures}>
      {measures.map((m) => (
        <span key={m.key} className={styles.measure}>
          <span className={styles.measureLabel}>{t.has(m.key as 'height') ? t(m.key as 'height') : m.key}</span>
          <span className={styles.measureValue}>{measureText(m, units)}</span>
        </span>
      ))}
    </span>
  );
}
