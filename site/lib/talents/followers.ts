import type { AppLocale } from '@/i18n/routing';

/** Thousand, million, billion, trillion: the short units social networks use, per language (no-break space in Portuguese). */
const UNITS: Record<AppLocale, readonly string[]> = {
  pt: ['', '\u00a0mil', '\u00a0mi', '\u00a0bi', '\u00a0tri'],
  en: ['', 'K', 'M', 'B', 'T'],
};
const DECIMAL: Record<AppLocale, string> = { pt: ',', en: '.' };

/**
 * Follower counts in the compact form social networks use ('12,3 mil', '1,2 mi' in Portuguese; '12.3K', '1.2M' in
 * English): one decimal at most, halves rounded up, a count that rounds to a thousand of a unit shown in the next.
 * The same text as Intl's compact notation (the test holds it to Intl), without building one: the first compact
 * Intl.NumberFormat a page makes costs tens of milliseconds of a phone's main thread.
 */
export function compactFollowers(count: number, locale: AppLocale): string {
  const whole = Math.max(0, Math.round(count));
  if (whole < 1000) return String(whole);
  const units = UNITS[locale];
  let unit = 1;
  // Tenths of the unit, rounded from the exact integer count (count / 10^(3·unit − 1) is exact at a half).
  let tenths = Math.round(whole / 10 ** (3 * unit - 1));
  while (tenths >= 10_000 && unit < units.length - 1) {
    unit += 1;
    tenths = Math.round(whole / 10 ** (3 * unit - 1));
  }
  const integer = Math.floor(tenths / 10);
  const fraction = tenths % 10;
  return `${integer}${fraction ? `${DECIMAL[locale]}${fraction}` : ''}${units[unit]}`;
}
