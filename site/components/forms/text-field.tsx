'use client';

import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FormField } from './form-field';
import styles from './forms.module.css';

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  id?: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};

/** A labelled single-line input; spread react-hook-form's register() into it. */
export function TextField({ id, label, error, hint, required, ...input }: TextFieldProps) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <FormField id={fieldId} label={label} error={error} hint={hint} required={required}>
      {(a11y) => <input className={styles.control} {...input} {...a11y} />}
    </FormField>
  );
}
