'use client';

import { useId, type ReactNode } from 'react';
import { IMaskInput } from 'react-imask';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from './form-field';
import styles from './forms.module.css';

interface MaskedTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** An imask pattern: 0 = digit, everything else literal. */
  mask: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  required?: boolean;
  inputMode?: 'tel' | 'numeric' | 'text';
  autoComplete?: string;
  id?: string;
}

/**
 * A labelled input that formats as the visitor types (react-imask). The form value is the masked
 * text, exactly what the shared schema's pattern checks, so browser and gateway agree.
 */
export function MaskedTextField<T extends FieldValues>(props: MaskedTextFieldProps<T>) {
  const { control, name, mask, label, error, hint, placeholder, required, inputMode, autoComplete, id } = props;
  const { field } = useController({ control, name });
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <FormField id={fieldId} label={label} error={error} hint={hint} required={required}>
      {(a11y) => (
        <IMaskInput
          {...a11y}
          mask={mask}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          unmask={false}
          onAccept={(value: string) => field.onChange(value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          className={styles.control}
          placeholder={placeholder}
          inputMode={inputMode}
          autoComplete={autoComplete}
          type="text"
        />
      )}
    </FormField>
  );
}
