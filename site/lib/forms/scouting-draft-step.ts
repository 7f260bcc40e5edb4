import type { BrandKey } from '@agency/schema/brands';
/**
 * Where a stored application draft lives (sessionStorage, per brand) and which step it reached,
 * read without the form's rules: the page decides from this alone whether to load the wizard
 * straight away (a draft past the intro) or wait for the visitor's start.
 */
export function draftKey(brand: BrandKey): string {
  return `seletiva-draft:${brand}`;
}

/** A stored step as the wizard's 0 to 4; 0 when it is not a whole number. */
export function clampStep(step: unknown): number {
  return typeof step === 'number' && Number.isInteger(step) ? Math.min(Math.max(step, 0), 4) : 0;
}

/** The step a stored draft reached (0 to 4); 0 when there is none or it is unreadable. */
export function draftStep(raw: string | null): number {
  if (!raw) return 0;
  try {
    return clampStep((JSON.parse(raw) as { step?: unknown } | null)?.step);
  } catch {
    return 0;
  }
}
