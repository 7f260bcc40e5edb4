'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { GENDERS } from '@agency/schema/validation/rules';
import type { ChosenOption, ScoutingFormValues } from '@/lib/forms/scouting-form';
import { useScoutingCities } from '@/lib/forms/use-scouting-cities';
import { useValidationText } from '@/lib/forms/use-validation-text';
import { TextField } from '@/components/forms/text-field';
import { PhoneField } from '@/components/forms/phone-field';
import { MaskedTextField } from '@/components/forms/masked-text-field';
import { OptionSelectField } from '@/components/forms/option-select-field';
import { RadioGroupField } from '@/components/forms/radio-group-field';
import styles from '@/components/forms/forms.module.css';

/** Step 1: who the applicant is. The city list loads for the chosen country and is blocked before. */
export function StepGeneral({ countries }: { countries: readonly ChosenOption[] }) {
  const t = useTranslations('seletiva');
  const errorText = useValidationText();
  const locale = useLocale();
  const { register, control, setValue, formState } = useFormContext<ScoutingFormValues>();
  const errors = formState.errors;
  const country = useWatch({ control, name: 'country' });
  const { cities, fetching } = useScoutingCities(country?.id ?? null, locale);
  const cityPlaceholder = !country
    ? t('fields.city_blocked')
    : fetching
      ? t('fields.city_loading')
      : t('fields.choose');

  return (
    <>
      <TextField
        label={t('fields.name')}
        autoComplete="name"
        required
        error={errorText(errors.name?.message)}
        {...register('name')}
      />
      <RadioGroupField
        legend={t('fields.gender')}
        required
        choices={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))}
        registration={register('gender')}
        error={errorText(errors.gender?.message)}
      />
      <div className={styles.row}>
        <OptionSelectField
          control={control}
          name="country"
          label={t('fields.country')}
          options={countries}
          placeholder={t('fields.choose')}
          required
          error={errorText(errors.country?.message)}
          onPicked={() => setValue('city', null)}
        />
        <OptionSelectField
          control={control}
          name="city"
          label={t('fields.city')}
          options={cities}
          placeholder={cityPlaceholder}
          disabled={!country || fetching}
          required
          error={errorText(errors.city?.message)}
        />
      </div>
      <div className={styles.row}>
        <PhoneField
          control={control}
          name="phone"
          label={t('fields.phone')}
          required
          error={errorText(errors.phone?.message)}
        />
        <MaskedTextField
          control={control}
          name="birthdate"
          mask="00/00/0000"
          inputMode="numeric"
          autoComplete="bday"
          label={t('fields.birthdate')}
          placeholder={t('fields.birthdate_placeholder')}
          required
          error={errorText(errors.birthdate?.message)}
        />
      </div>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        error={errorText(errors.email?.message)}
        {...register('email')}
      />
    </>
  );
}
