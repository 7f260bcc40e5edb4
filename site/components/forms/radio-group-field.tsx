'use client';

import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './forms.module.css';

interface RadioGroupFieldProps {
  legend: ReactNode;
  choices: readonly { value: string; label: ReactNode }[];
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
}

/** A fieldset of radios with a visible legend; the error is tied to the group. */
export function RadioGroupField({ legend, choices, registration, error, required }: RadioGroupFieldProps) {
  const id = useId();
  return (
    <fieldset
      className={error ? `${styles.field} ${styles.invalid}` : styles.field}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={Boolean(error) || undefined}
    >
      <legend className={styles.label}>
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input type="radio" value={choice.value} {...registration} />
            {choice.label}
          </label>
        ))}
      </div>
      <div className={styles.meta}>
        {error ? (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
