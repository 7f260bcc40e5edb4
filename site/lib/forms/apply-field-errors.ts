import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { VALIDATION } from '@agency/schema/validation/rules';

export interface GatewayFieldError {
  path: string;
  message: string;
}

/**
 * Puts the gateway's InvalidInput field errors on the form's own fields, so a rule the
 * browser could not check (or a newer gateway rule) shows up exactly like a local one.
 * Paths the form has no field for are returned so the caller can show them elsewhere.
 * `alias` maps gateway paths onto form field names (e.g. image_3 -> photos.2).
 */
export function applyFieldErrors<T extends FieldValues>(
  fields: readonly GatewayFieldError[],
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
  alias: Readonly<Record<string, string>> = {},
): GatewayFieldError[] {
  const unmatched: GatewayFieldError[] = [];
  let first = true;
  for (const field of fields) {
    const name = alias[field.path] ?? field.path;
    const top = name.split('.')[0] ?? name;
    if (!knownFields.includes(top)) {
      unmatched.push(field);
      continue;
    }
    const message = field.message.startsWith('validation.') ? field.message : VALIDATION.invalid;
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return unmatched;
}
