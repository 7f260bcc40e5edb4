'use client';

import { useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import {
  DEFAULT_PHONE_COUNTRY,
  callingCodeOf,
  composePhone,
  isPhoneCountry,
  splitPhone,
  type PhoneCountry,
} from '@agency/schema/validation/phone';
import { caretAfterDigits, digitsBefore } from '@/lib/forms/digit-mask';
import { phoneCountryChoices } from '@/lib/forms/phone-countries';
import { FormField } from './form-field';
import styles from './forms.module.css';

interface PhoneFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  error?: string;
  required?: boolean;
  id?: string;
}

/**
 * A phone number by country: the country (Brasil first, so +55 is prefilled) and the number as
 * the country writes it, Brasil in the mobile mask (11) 91234-5678. The form value is the whole
 * number with its calling code, which the shared rule (schema's phone.ts) checks on both sides.
 * Pasting an international number (+351 …) chooses its country.
 */
export function PhoneField<T extends FieldValues>({ control, name, label, error, required, id }: PhoneFieldProps<T>) {
  const t = useTranslations('forms');
  const locale = useLocale();
  const { field } = useController({ control, name });
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  const value = (field.value as string | undefined) ?? '';
  const [country, setCountry] = useState<PhoneCountry>(() => splitPhone(value, DEFAULT_PHONE_COUNTRY).country);
  const choices = useMemo(() => phoneCountryChoices(locale), [locale]);
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  const prefix = `+${callingCodeOf(country)} `;
  const national = value.startsWith(prefix) ? value.slice(prefix.length) : splitPhone(value, country).national;

  useLayoutEffect(() => {
    if (caret.current === null || !input.current || document.activeElement !== input.current) return;
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  const onNumber = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const at = event.target.selectionStart ?? raw.length;
    const pasted = raw.trim().startsWith('+') ? splitPhone(raw, country) : null;
    const next = pasted?.country ?? country;
    const written = composePhone(next, pasted ? pasted.national : raw);
    const shown = written.slice(`+${callingCodeOf(next)} `.length);
    caret.current = pasted || at >= raw.length ? shown.length : caretAfterDigits(shown, digitsBefore(raw, at));
    if (next !== country) setCountry(next);
    field.onChange(written);
  };

  const onCountry = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isPhoneCountry(next)) return;
    setCountry(next);
    if (national !== '') field.onChange(composePhone(next, national));
  };

  return (
    <FormField id={fieldId} label={label} error={error} required={required}>
      {(a11y) => (
        <div className={styles.phone}>
          <select
            className={`${styles.control} ${styles.phoneCountry}`}
            aria-label={t('phone_country')}
            value={country}
            onChange={onCountry}
            autoComplete="tel-country-code"
          >
            {choices.map((choice) => (
              <option key={choice.country} value={choice.country}>
                {choice.label}
              </option>
            ))}
          </select>
          <input
            {...a11y}
            ref={(element) => {
              input.current = element;
              field.ref(element);
            }}
            name={field.name}
            value={national}
            onChange={onNumber}
            onBlur={field.onBlur}
            className={styles.control}
            placeholder={country === 'BR' ? '(11) 91234-5678' : undefined}
            inputMode="tel"
            autoComplete="tel-national"
            type="tel"
          />
        </div>
      )}
    </FormField>
  );
}
