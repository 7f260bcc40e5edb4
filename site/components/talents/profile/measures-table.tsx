'use client';

import { useTranslations } from 'next-intl';
import { measureText, type MeasureValue } from '@/lib/talents/measure-value';
import { useMeasureUnits } from '@/lib/talents/units';
import { UnitsToggle } from './units-toggle';
import styles from './profile.module.css';

/** The measures for the talent's gender (order from the gateway), label beside value, in the chosen units. */
export function MeasuresTable({ measures }: { measures: readonly MeasureValue[] }) {
  const t = useTranslations('talents.measures');
  const [units, setUnits] = useMeasureUnits();
  const hasImperial = measures.some((m) => m.imperial);
  return (
    <div className={styles.measures}>
      <div className={styles.measuresHead}>
        <h2 className={styles.sectionLabel} id="talent-measures">
          {t('title')}
        </h2>
        {hasImperial && <UnitsToggle units={units} onChange={setUnits} />}
      </div>
      <table className={styles.measuresTable} aria-labelledby="talent-measures" data-testid="measures-table">
        <tbody>
          {measures.map((m) => (
            <tr key={m.key}>
              <th scope="row">{t.has(m.key as 'height') ? t(m.key as 'height') : m.key}</th>
              <td data-measure={m.key}>{measureText(m, units)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
