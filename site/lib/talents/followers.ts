import type { AppLocale } from '@/i18n/routing';
import { LOCALES } from '@agency/schema/locales';

/**
 * One compact formatter per language, made once: building an Intl.NumberFormat costs far more than
 * formatting with one, and a list draws a count per network on every card.
 */
const COMPACT_FORMATS = new Map<AppLocale, Intl.NumberFormat>(
  LOCALES.map((locale) => [
    locale,
    new Intl.NumberFormat(locale === 'pt' ? 'pt-BR' : locale, { notation: 'compact', maximumFractionDigits: 1 }),
  ]),
);

/**
 * Follower counts in the compact form social networks use ('12 mil', '1,2 mi'
 * in Portuguese; '12K', '1.2M' in English), through Intl rather than by hand.
 */
export function compactFollowers(count: number, locale: AppLocale): string {
  return COMPACT_FORMATS.get(locale)!.format(count);
}
