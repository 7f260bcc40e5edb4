'use client';

import { useId, useLayoutEffect, useRef, type ChangeEvent, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { applyDigitMask, caretAfterDigits, digitsBefore } from '@/lib/forms/digit-mask';
import { FormField } from './form-field';
import styles from './forms.module.css';

interface MaskedTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** A digit mask: 0 = digit, everything else literal (see lib/forms/digit-mask.ts). */
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
 * A labelled input that formats as the visitor types or pastes. The form value is the masked
 * text, exactly what the shared schema's pattern checks, so browser and gateway agree. The caret
 * stays after the digit it followed, wherever the visitor edits.
 */
export function MaskedTextField<T extends FieldValues>(props: MaskedTextFieldProps<T>) {
  const { control, name, mask, label, error, hint, placeholder, required, inputMode, autoComplete, id } = props;
  const { field } = useController({ control, name });
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  const input = useRef<HTMLInputElement | null>(null);
  // The caret to restore after React writes the formatted value (null: leave it alone).
  const caret = useRef<number | null>(null);
  const value = (field.value as string | undefined) ?? '';

  useLayoutEffect(() => {
    if (caret.current === null || !input.current || document.activeElement !== input.current) return;
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const formatted = applyDigitMask(mask, raw);
    const atEnd = (event.target.selectionStart ?? raw.length) >= raw.length;
    caret.current = atEnd
      ? formatted.length
      : caretAfterDigits(formatted, digitsBefore(raw, event.target.selectionStart ?? raw.length));
    field.onChange(formatted);
  };

  return (
    <FormField id={fieldId} label={label} error={error} hint={hint} required={required}>
      {(a11y) => (
        <input
          {...a11y}
          ref={(element) => {
            input.current = element;
            field.ref(element);
          }}
          name={field.name}
          value={value}
          onChange={onChange}
          onBlur={field.onBlur}
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
