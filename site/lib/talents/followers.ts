import type { AppLocale } from '@/i18n/routing';
/**
 * Follower counts in the compact form social networks use ('12 mil', '1,2 mi'
 * in Portuguese; '12K', '1.2M' in English), through Intl rather than by hand.
 */
export function compactFollowers(count: number, locale: AppLocale): string {
  return new Intl.NumberFormat(locale === 'pt' ? 'pt-BR' : locale, {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(count);
}
