'use client';

import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FormField } from './form-field';
import { CharacterCounter } from './character-counter';
import styles from './forms.module.css';

type TextAreaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'maxLength'> & {
  id?: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Current length (watch the field) and the limit from LIMITS; shown as a counter. */
  count: number;
  limit: number;
};

/**
 * A labelled text area with a character counter. No maxLength attribute on purpose: a pasted text
 * stays visible and the schema's limit reports it, instead of being silently cut.
 */
export function TextAreaField({ id, label, error, hint, count, limit, required, ...textarea }: TextAreaFieldProps) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <FormField
      id={fieldId}
      label={label}
      error={error}
      hint={hint}
      required={required}
      counter={<CharacterCounter id={`${fieldId}-counter`} count={count} max={limit} />}
    >
      {(a11y) => <textarea className={`${styles.control} ${styles.textarea}`} rows={5} {...textarea} {...a11y} />}
    </FormField>
  );
}
