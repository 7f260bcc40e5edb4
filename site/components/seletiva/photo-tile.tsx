'use client';

import { useId, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { PHOTO_ACCEPT, readPhoto, releasePhoto } from '@/lib/forms/photo-file';
import type { PhotoField, ScoutingFormValues } from '@/lib/forms/scouting-form';
import { useValidationText } from '@/lib/forms/use-validation-text';
import styles from './seletiva.module.css';

/** One of the four photo slots: pick, preview, replace or remove; the error sits under the tile. */
export function PhotoTile({ name, index }: { name: PhotoField; index: number }) {
  const t = useTranslations('seletiva.photos');
  const errorText = useValidationText();
  const { control, trigger } = useFormContext<ScoutingFormValues>();
  const {
    field: { ref, onChange },
    fieldState,
  } = useController({ control, name });
  // Read through useWatch: the controller's field object also carries a ref, which render must not touch.
  const photo = useWatch({ control, name });
  const [preparing, setPreparing] = useState(false);
  const id = useId();
  const n = index + 1;
  const error = errorText(fieldState.error?.message);
  const kind = index < 2 ? t('slot_kind_produced') : t('slot_kind_natural');

  async function pick(files: FileList | null) {
    const picked = files?.[0];
    if (!picked) return;
    setPreparing(true);
    const item = await readPhoto(picked);
    releasePhoto(photo);
    onChange(item);
    setPreparing(false);
    // Judge the photo at once: a wrong file is pointed out before the visitor moves on.
    await trigger(name);
  }

  function remove() {
    releasePhoto(photo);
    onChange(null);
  }

  return (
    <div className={error ? `${styles.tile} ${styles.tileInvalid}` : styles.tile} data-testid={`photo-${name}`}>
      <input
        id={id}
        ref={ref}
        type="file"
        name={name}
        accept={PHOTO_ACCEPT}
        className={styles.fileInput}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          void pick(event.target.files);
          event.target.value = '';
        }}
      />
      <div className={photo?.previewUrl ? `${styles.tileFrame} ${styles.tileFilled}` : styles.tileFrame}>
        {photo?.previewUrl ? (
          // A local blob preview: the optimizer cannot fetch object URLs, and nothing is downloaded.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={photo.previewUrl} alt={t('preview_alt', { n })} className={styles.tileImage} />
        ) : photo ? (
          <span className={styles.tileNote}>
            {t('not_image')}
            <br />
            <small>{photo.file.name}</small>
          </span>
        ) : (
          <label htmlFor={id} className={styles.tileAdd}>
            <span aria-hidden="true" className={styles.plus}>
              +
            </span>
            {preparing ? t('preparing') : t('add', { n })}
          </label>
        )}
      </div>
      <div className={styles.tileCaption}>
        <span>
          {t('slot', { n })} · {kind}
        </span>
        {photo ? (
          <span className={styles.tileActions}>
            <label htmlFor={id} className={styles.tileAction}>
              {t('replace')}
              <span className={styles.visuallyHidden}> {t('slot', { n })}</span>
            </label>
            <button type="button" className={styles.tileAction} onClick={remove}>
              {t('remove')}
              <span className={styles.visuallyHidden}> {t('slot', { n })}</span>
            </button>
          </span>
        ) : null}
      </div>
      <p id={`${id}-error`} className={styles.tileError}>
        {error ?? ''}
      </p>
    </div>
  );
}
