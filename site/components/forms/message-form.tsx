'use client';

import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { ContactMessage } from '@agency/schema/validation';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { loadFormRules } from '@/lib/forms/load-form-rules';
import type { SubmissionOutcome } from '@/lib/forms/submission-outcome';
import { useValidationText } from '@/lib/forms/use-validation-text';
import { TextField } from './text-field';
import { PhoneField } from './phone-field';
import { TextAreaField } from './text-area-field';
import { SubmitButton } from './submit-button';
import { FormErrorLine } from './form-error-line';
import { FormSuccess } from './form-success';
import { HoneypotField } from './honeypot-field';
import styles from './forms.module.css';

/** The fields the quote request and the contact message share (the quote adds talents from props). */
type MessageFields = ContactMessage;

type Status = 'idle' | 'sending' | 'sent' | 'invalid' | 'error' | 'rate-limited';

/** The form's fields, empty; their names are also where the gateway's field errors can land. */
const EMPTY_MESSAGE: MessageFields = { name: '', email: '', phone: '', message: '', website: '' };
const MESSAGE_FIELDS = Object.keys(EMPTY_MESSAGE);

/** The shared zod rules of one form, loaded on entering the form or by its first validation. */
const lazyResolver =
  (rules: 'contact' | 'quote'): Resolver<MessageFields> =>
  async (values, context, options) =>
    (await loadFormRules()).messageResolvers[rules](values, context, options);

interface MessageFormProps {
  /** Which shared rules check the fields: contactMessageSchema, or the quote's without its talents. */
  rules: 'contact' | 'quote';
  /** Message limit from LIMITS (255 for both forms). */
  maxMessage: number;
  successText: ReactNode;
  submitLabel: ReactNode;
  /** Sends the validated fields; resolves to what the gateway said. */
  send: (values: MessageFields) => Promise<SubmissionOutcome>;
  testId: string;
}

/** Name, e-mail, phone and message with the shared rules: the body of the quote and contact forms. */
export function MessageForm({ rules, maxMessage, successText, submitLabel, send, testId }: MessageFormProps) {
  const t = useTranslations('forms');
  const errorText = useValidationText();
  const [status, setStatus] = useState<Status>('idle');
  const [reference, setReference] = useState('');
  // A gateway field error the form has no input for (e.g. 'talents': no favourites chosen).
  const [formProblem, setFormProblem] = useState<string>();
  const [resolver] = useState(() => lazyResolver(rules));
  const form = useForm<MessageFields>({
    resolver,
    defaultValues: EMPTY_MESSAGE,
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const message = useWatch({ control, name: 'message' }) ?? '';
  const errors = formState.errors;

  const onValid = async (values: MessageFields) => {
    setStatus('sending');
    // A send that could not even start (the client's script failed to load) is an unexpected error too.
    const outcome = await send(values).catch((): SubmissionOutcome => ({ kind: 'error' }));
    if (outcome.kind === 'sent') {
      setReference(outcome.reference);
      return setStatus('sent');
    }
    if (outcome.kind === 'invalid') {
      const unmatched = applyFieldErrors(outcome.fields, setError, MESSAGE_FIELDS);
      setFormProblem(unmatched[0]?.message);
      return setStatus('invalid');
    }
    setStatus(outcome.kind === 'rate-limited' ? 'rate-limited' : 'error');
  };

  if (status === 'sent') return <FormSuccess reference={reference}>{successText}</FormSuccess>;

  const line =
    // Shown while a field is still wrong; fixing them (re-validated on change) hides it.
    Object.keys(errors).length > 0
      ? t('invalid')
      : status === 'invalid' && formProblem
        ? errorText(formProblem)
        : status === 'error'
          ? t('unexpected_error')
          : status === 'rate-limited'
            ? t('rate_limited')
            : undefined;

  return (
    <form
      className={styles.form}
      noValidate
      data-testid={testId}
      // The rules load when the visitor enters the form, not with the page: their script is a long
      // task a phone would pay on every visit, and the first validation awaits them anyway.
      onFocus={() => void loadFormRules()}
      onSubmit={handleSubmit(onValid, () => setStatus('invalid'))}
    >
      <div className={styles.row}>
        <TextField
          label={t('fields.name')}
          autoComplete="name"
          required
          error={errorText(errors.name?.message)}
          {...register('name')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          error={errorText(errors.email?.message)}
          {...register('email')}
        />
      </div>
      <PhoneField
        control={control}
        name="phone"
        label={t('fields.phone')}
        required
        error={errorText(errors.phone?.message)}
      />
      <TextAreaField
        label={t('fields.message')}
        required
        count={message.length}
        limit={maxMessage}
        error={errorText(errors.message?.message)}
        {...register('message')}
      />
      <HoneypotField registration={register('website')} />
      <div className={styles.actions}>
        <SubmitButton state={status === 'sending' ? 'sending' : 'idle'}>{submitLabel}</SubmitButton>
        <FormErrorLine message={line} />
      </div>
    </form>
  );
}
