'use client';

import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { MaskedTextField } from './masked-text-field';

/** The phone pattern +NN (NN) NNNNN-NNNN as a digit mask (PHONE_PATTERN checks the result). */
export const PHONE_MASK = '+00 (00) 00000-0000';

interface PhoneFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  error?: string;
  required?: boolean;
  id?: string;
}

/** Phone input masked as +55 (11) 91234-5678. */
export function PhoneField<T extends FieldValues>(props: PhoneFieldProps<T>) {
  return (
    <MaskedTextField
      {...props}
      mask={PHONE_MASK}
      inputMode="tel"
      autoComplete="tel"
      placeholder="+55 (11) 91234-5678"
    />
  );
}
