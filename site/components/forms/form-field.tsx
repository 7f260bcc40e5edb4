import type { ReactNode } from 'react';
import styles from './forms.module.css';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlA11y {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** Already translated error text; its presence turns the field red. */
  error?: string;
  hint?: ReactNode;
  /** Rendered opposite the error, e.g. a CharacterCounter (give it id `${id}-counter`). */
  counter?: ReactNode;
  required?: boolean;
  children: (control: ControlA11y) => ReactNode;
}

/** A visible label above a control, with its error and hint announced through aria-describedby. */
export function FormField({ id, label, error, hint, counter, required, children }: FormFieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`, counter && `${id}-counter`].filter(Boolean);
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': described.length ? described.join(' ') : undefined,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {/* Always rendered with a reserved line: an error appearing on blur must not move the next
          field under the pointer (a click would land beside it). */}
      <div className={styles.meta}>
        {error ? (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
        {counter}
      </div>
    </div>
  );
}
