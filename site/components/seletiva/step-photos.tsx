'use client';

import { useTranslations } from 'next-intl';
import { PHOTO_FIELDS, PHOTO_MAX_MB } from '@/lib/forms/scouting-form';
import { PhotoTile } from './photo-tile';
import styles from './seletiva.module.css';

/** Step 4: the four photos, with what to send stated plainly (and that the agency never charges). */
export function StepPhotos() {
  const t = useTranslations('seletiva.photos');
  return (
    <fieldset className={styles.photos}>
      <legend className={styles.photosLegend}>{t('label')}</legend>
      <div className={styles.photosHelp}>
        <p>{t('instructions')}</p>
        <p>{t('formats', { mb: PHOTO_MAX_MB })}</p>
        <p className={styles.free}>{t('free')}</p>
      </div>
      <div className={styles.tiles}>
        {PHOTO_FIELDS.map((name, index) => (
          <PhotoTile key={name} name={name} index={index} />
        ))}
      </div>
    </fieldset>
  );
}
