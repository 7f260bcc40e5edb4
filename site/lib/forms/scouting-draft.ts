import { clampStep } from './scouting-draft-step';
import { EMPTY_SCOUTING_FORM, PHOTO_FIELDS, type ScoutingFormValues } from './scouting-form';

/**
 * Progress survives a reload: everything but the photos (files cannot be stored) is kept in
 * sessionStorage, per brand, for the tab's life only (personal data, shared computers), and
 * cleared once the application is sent.
 */
export interface ScoutingDraft {
  step: number;
  values: Omit<ScoutingFormValues, (typeof PHOTO_FIELDS)[number]>;
}

export function toDraft(step: number, values: ScoutingFormValues): ScoutingDraft {
  const rest: Record<string, unknown> = { ...values };
  for (const name of PHOTO_FIELDS) delete rest[name];
  return { step, values: rest as ScoutingDraft['values'] };
}

/** Parses a stored draft, ignoring anything that does not look like one (old or tampered data). */
export function parseDraft(raw: string | null): { step: number; values: ScoutingFormValues } | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<ScoutingDraft>;
    if (typeof data !== 'object' || data === null || typeof data.values !== 'object' || data.values === null) {
      return null;
    }
    const values = { ...EMPTY_SCOUTING_FORM };
    for (const key of Object.keys(EMPTY_SCOUTING_FORM) as (keyof ScoutingFormValues)[]) {
      if ((PHOTO_FIELDS as readonly string[]).includes(key) || key === 'website') continue;
      const stored = (data.values as Record<string, unknown>)[key];
      if (stored !== undefined) (values as Record<string, unknown>)[key] = stored;
    }
    return { step: clampStep(data.step), values };
  } catch {
    return null;
  }
}
