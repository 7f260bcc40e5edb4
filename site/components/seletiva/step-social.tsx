'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { ChosenOption, ScoutingFormValues } from '@/lib/forms/scouting-form';
import { useValidationText } from '@/lib/forms/use-validation-text';
import { TextField } from '@/components/forms/text-field';
import { OptionSelectField } from '@/components/forms/option-select-field';
import { RadioGroupField } from '@/components/forms/radio-group-field';
import styles from '@/components/forms/forms.module.css';

/** Step 3: links and DRT. DRT yes reveals (and the shared rule requires) its category and number. */
export function StepSocial({ licenses }: { licenses: readonly ChosenOption[] }) {
  const t = useTranslations('seletiva');
  const errorText = useValidationText();
  const { register, control, formState } = useFormContext<ScoutingFormValues>();
  const errors = formState.errors;
  const drt = useWatch({ control, name: 'drt' });
  return (
    <>
      <TextField
        label={t('fields.acting_link')}
        hint={t('fields.acting_link_hint')}
        type="url"
        inputMode="url"
        placeholder="https://"
        required
        error={errorText(errors.actingLink?.message)}
        {...register('actingLink')}
      />
      <div className={styles.row}>
        <TextField
          label={t('fields.digital_cast_link')}
          type="url"
          inputMode="url"
          placeholder="https://"
          error={errorText(errors.digitalCastLink?.message)}
          {...register('digitalCastLink')}
        />
        <TextField
          label={t('fields.instagram')}
          placeholder={t('fields.instagram_placeholder')}
          autoCapitalize="none"
          error={errorText(errors.instagram?.message)}
          {...register('instagram')}
        />
      </div>
      <RadioGroupField
        legend={t('fields.drt')}
        required
        choices={[
          { value: 'yes', label: t('fields.yes') },
          { value: 'no', label: t('fields.no') },
        ]}
        registration={register('drt')}
        error={errorText(errors.drt?.message)}
      />
      {drt === 'yes' ? (
        <div className={styles.row}>
          <OptionSelectField
            control={control}
            name="drtCategory"
            label={t('fields.drt_category')}
            options={licenses}
            placeholder={t('fields.choose')}
            required
            error={errorText(errors.drtCategory?.message)}
          />
          <TextField
            label={t('fields.drt_number')}
            inputMode="numeric"
            required
            error={errorText(errors.drtNumber?.message)}
            {...register('drtNumber')}
          />
        </div>
      ) : null}
    </>
  );
}
