'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { loadFormRules } from '@/lib/forms/load-form-rules';
import { submitScoutingApplication } from '@/lib/forms/submit-scouting';
import type { SubmissionOutcome } from '@/lib/forms/submission-outcome';
import { useScoutingDraft } from '@/lib/forms/use-scouting-draft';
import {
  EMPTY_SCOUTING_FORM,
  scoutingResolver,
  STEP_FIELDS,
  stepOfField,
  type ChosenOption,
  type ScoutingFormValues,
  type ScoutingStep,
} from '@/lib/forms/scouting-form';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormErrorLine } from '@/components/forms/form-error-line';
import { HoneypotField } from '@/components/forms/honeypot-field';
import formStyles from '@/components/forms/forms.module.css';
import { ScoutingIntro } from './scouting-intro';
import { ScoutingProgress } from './scouting-progress';
import { ScoutingSuccess } from './scouting-success';
import { StepGeneral } from './step-general';
import { StepExperience } from './step-experience';
import { StepSocial } from './step-social';
import { StepPhotos } from './step-photos';
import styles from './seletiva.module.css';
import type { BrandKey } from '@agency/schema/brands';

type Status = 'idle' | 'sending' | 'sent' | 'invalid' | 'error' | 'rate-limited' | 'busy';

interface ScoutingWizardProps {
  brand: BrandKey;
  countries: readonly ChosenOption[];
  licenses: readonly ChosenOption[];
  /** The step to open at (0 to 4): 1 when the visitor pressed start, a stored draft's step after a reload. */
  initialStep: number;
  /** Pressed start (focus moves to the step's heading) rather than reopened from a draft. */
  started: boolean;
}

/** Get Scouted: intro, four steps validated one at a time, then one multipart submission. */
export function ScoutingWizard({ brand, countries, licenses, initialStep, started }: ScoutingWizardProps) {
  const t = useTranslations('seletiva');
  const tForms = useTranslations('forms');
  const [step, setStep] = useState(initialStep as 0 | ScoutingStep);
  const [status, setStatus] = useState<Status>('idle');
  const [reference, setReference] = useState('');
  const topRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(started);
  // The shared rules load beside the first step, long before its Next button needs them.
  useEffect(() => {
    void loadFormRules();
  }, []);
  const form = useForm<ScoutingFormValues>({
    resolver: scoutingResolver,
    defaultValues: EMPTY_SCOUTING_FORM,
    mode: 'onTouched',
  });
  // A draft never takes the visitor back behind the step they opened at.
  const restoreStep = useCallback(
    (saved: number) => setStep(Math.max(saved, initialStep) as 0 | ScoutingStep),
    [initialStep],
  );
  const { restored, clear: clearDraft } = useScoutingDraft(brand, form, step, restoreStep);
  const errors = form.formState.errors;

  const goTo = (next: 0 | ScoutingStep) => {
    moved.current = true;
    setStep(next);
  };

  // Each new step starts at the top with its heading focused, so keyboard and screen reader users follow.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    topRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [step, status]);

  const onInvalid = (invalid: FieldErrors<ScoutingFormValues>) => {
    setStatus('invalid');
    const first = Object.keys(invalid).map(stepOfField).find(Boolean);
    if (first && first !== step) goTo(first);
  };

  const send = async (values: ScoutingFormValues) => {
    setStatus('sending');
    // A client that fails to load (offline) is an error like any other, never a form stuck sending.
    const outcome = await submitScoutingApplication(brand, values).catch((): SubmissionOutcome => ({ kind: 'error' }));
    if (outcome.kind === 'sent') {
      clearDraft();
      moved.current = true;
      setReference(outcome.reference);
      return setStatus('sent');
    }
    if (outcome.kind === 'invalid') {
      applyFieldErrors(outcome.fields, form.setError, Object.keys(EMPTY_SCOUTING_FORM));
      return onInvalid(form.formState.errors);
    }
    if (outcome.kind === 'rate-limited') return setStatus(outcome.busy ? 'busy' : 'rate-limited');
    setStatus('error');
  };

  const next = async () => {
    if (step === 0 || step === 4) return;
    const valid = await form.trigger([...STEP_FIELDS[step]], { shouldFocus: true });
    if (!valid) return setStatus('invalid');
    setStatus('idle');
    goTo((step + 1) as ScoutingStep);
  };

  if (status === 'sent') return <ScoutingSuccess ref={topRef} reference={reference} />;
  if (step === 0) return <ScoutingIntro ready={restored} onStart={() => goTo(1)} />;

  const showInvalid = status === 'invalid' && Object.keys(errors).length > 0;
  const line = showInvalid
    ? tForms('invalid')
    : status === 'error'
      ? t('unexpected_error')
      : status === 'rate-limited'
        ? tForms('rate_limited')
        : status === 'busy'
          ? tForms('busy')
          : undefined;

  return (
    <div ref={topRef} className={styles.wizard}>
      <ScoutingProgress step={step} headingRef={headingRef} />
      <FormProvider {...form}>
        <form
          noValidate
          className={`${formStyles.form} ${formStyles.dark}`}
          data-testid="scouting-form"
          onSubmit={(event) => {
            if (step < 4) {
              event.preventDefault();
              return void next();
            }
            return form.handleSubmit(send, onInvalid)(event);
          }}
        >
          {step === 1 ? <StepGeneral countries={countries} /> : null}
          {step === 2 ? <StepExperience /> : null}
          {step === 3 ? <StepSocial licenses={licenses} /> : null}
          {step === 4 ? <StepPhotos /> : null}
          <HoneypotField registration={form.register('website')} />
          <div className={styles.nav}>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => goTo((step - 1) as 0 | ScoutingStep)}
              disabled={status === 'sending'}
            >
              {t('back')}
            </button>
            {step < 4 ? (
              <button type="submit" className={styles.primary}>
                {t('next')}
              </button>
            ) : (
              <SubmitButton state={status === 'sending' ? 'sending' : 'idle'}>{t('send')}</SubmitButton>
            )}
          </div>
          <FormErrorLine message={line} />
        </form>
      </FormProvider>
    </div>
  );
}
