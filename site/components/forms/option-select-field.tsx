'use client';

import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from './form-field';
import styles from './forms.module.css';

export interface SelectOption {
  id: string;
  label: string;
}

interface OptionSelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of the empty first entry ('Selecione', or why the list is blocked). */
  placeholder: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Called after the visitor picks, with the new option (e.g. to reset a dependent field). */
  onPicked?: (option: SelectOption | null) => void;
  id?: string;
}

/**
 * A native select whose form value is the chosen option as {id, label}: the back-ends want both
 * the id and the label the visitor saw. Native, so phones show their own picker.
 */
export function OptionSelectField<T extends FieldValues>(props: OptionSelectFieldProps<T>) {
  const { control, name, label, options, placeholder, error, hint, required, disabled, onPicked, id } = props;
  const { field } = useController({ control, name });
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  const current = field.value as SelectOption | null | undefined;
  return (
    <FormField id={fieldId} label={label} error={error} hint={hint} required={required}>
      {(a11y) => (
        <select
          {...a11y}
          ref={field.ref}
          name={field.name}
          className={styles.control}
          disabled={disabled}
          value={current?.id ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => {
            const picked = options.find((o) => o.id === event.target.value) ?? null;
            field.onChange(picked);
            onPicked?.(picked);
          }}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
