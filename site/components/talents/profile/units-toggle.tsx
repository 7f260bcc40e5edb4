'use client';

import { useTranslations } from 'next-intl';
import type { MeasureUnits } from '@/lib/talents/units';
import styles from './profile.module.css';

/** Centimetres or feet/inches; the choice is remembered for the visitor (localStorage). */
export function UnitsToggle({ units, onChange }: { units: MeasureUnits; onChange: (u: MeasureUnits) => void }) {
  const t = useTranslations('talents.measures');
  return (
    <div className={styles.units} role="group" aria-label={t('unitsLabel')}>
      {(['metric', 'imperial'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className={styles.unit}
          aria-pressed={units === option}
          title={t(option === 'metric' ? 'metricLong' : 'imperialLong')}
          onClick={() => onChange(option)}
        >
          {t(option)}
        </button>
      ))}
    </div>
  );
}
