'use client';

import { useTranslations } from 'next-intl';
import { LIMITS, VALIDATION } from '@agency/schema/validation/rules';

type FormsT = ReturnType<typeof useTranslations<'forms'>>;
type FormsKey = Parameters<FormsT>[0];

/** Values some messages interpolate; taken from LIMITS so the texts never restate a number. */
const MESSAGE_VALUES = { mb: Math.round(LIMITS.photoMaxBytes / (1024 * 1024)) };

/**
 * Field errors carry message keys (validation.*) shared with the gateway; this turns one into
 * the visitor's language, falling back to a generic text for a key the catalogue lacks.
 */
export function useValidationText(): (key: string | undefined) => string | undefined {
  const t = useTranslations('forms');
  return (key) => {
    if (!key) return undefined;
    const known = t.has(key as FormsKey) ? key : VALIDATION.invalid;
    return (t as unknown as (k: string, v: typeof MESSAGE_VALUES) => string)(known, MESSAGE_VALUES);
  };
}
