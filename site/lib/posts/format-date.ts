import type { AppLocale } from '@/i18n/routing';
/** Long dates per page language. UTC keeps the day stable between server and browser. */
const DATE_FORMATS: Record<string, Intl.DateTimeFormat> = {
  pt: new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

const formatFor = (locale: AppLocale) => DATE_FORMATS[locale] ?? DATE_FORMATS.pt!;

/**
 * A post's date in the page's language: '5 de março de 2024' in Portuguese, 'March 5, 2024' in
 * English (a Portuguese date inside an English sentence reads broken, so /en writes its own;
 * docs/deviations.md records it).
 */
export function formatPostDate(iso: string, locale: AppLocale): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatFor(locale).format(date);
}

/**
 * An agenda entry's date in the page's language: a calendar day (yyyy-MM-dd)
 * reads '10 de junho de 2026' in Portuguese and 'June 10, 2026' in English.
 * Anything else (a bare year such as '2019', free text) is shown as given.
 */
export function formatAgendaDate(value: string, locale: AppLocale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // Reject impossible days (2026-02-31 would roll over into March).
  if (date.getUTCDate() !== Number(match[3]) || date.getUTCMonth() !== Number(match[2]) - 1) return value;
  return formatFor(locale).format(date);
}
