'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { LIMITS } from '@agency/schema/validation/rules';
import type { ScoutingFormValues } from '@/lib/forms/scouting-form';
import { useValidationText } from '@/lib/forms/use-validation-text';
import { TextAreaField } from '@/components/forms/text-area-field';

/** Step 2: optional experience, at most 600 characters, with a counter. */
export function StepExperience() {
  const t = useTranslations('seletiva');
  const errorText = useValidationText();
  const { register, control, formState } = useFormContext<ScoutingFormValues>();
  const experience = useWatch({ control, name: 'experience' }) ?? '';
  return (
    <TextAreaField
      label={t('fields.experience')}
      hint={t('fields.experience_hint')}
      rows={8}
      count={experience.length}
      limit={LIMITS.experienceMax}
      error={errorText(formState.errors.experience?.message)}
      {...register('experience')}
    />
  );
}
