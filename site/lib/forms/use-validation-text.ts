'use client';

import { useTranslations } from 'next-intl';
import { VALIDATION } from '@agency/schema/validation';

type FormsKey = Parameters<ReturnType<typeof useTranslations<'forms'>>>[0];

/**
 * Field errors carry message keys (validation.*) shared with the gateway; this turns one into
 * the visitor's language, falling back to a generic text for a key the catalogue lacks.
 */
export function useValidationText(): (key: string | undefined) => string | undefined {
  const t = useTranslations('forms');
  return (key) => {
    if (!key) return undefined;
    return t.has(key as FormsKey) ? t(key as FormsKey) : t(VALIDATION.invalid as FormsKey);
  };
}
