/**
 * The site's languages: Portuguese by default (no URL prefix), English under /en. The GraphQL
 * contract names them as the Locale enum (PT, EN); the back-ends as 'pt' and 'en'.
 */
export const LOCALES = ['pt', 'en'] as const;
export type SiteLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: SiteLocale = 'pt';

export type LocaleEnum = 'PT' | 'EN';

/** A route locale as the GraphQL Locale enum; anything but 'en' is Portuguese. */
export function localeEnumOf(locale: string | null | undefined): LocaleEnum {
  return locale === 'en' ? 'EN' : 'PT';
}

/** The GraphQL Locale enum as a route and back-end locale; absent is Portuguese. */
export function siteLocaleOf(value: LocaleEnum | null | undefined): SiteLocale {
  return value === 'EN' ? 'en' : 'pt';
}

/** A site path in a locale: Portuguese as is, English under /en ('/' -> '/en', '/blog' -> '/en/blog'). */
export function localizedPath(locale: string, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' || path === '' ? `/${locale}` : `/${locale}${path}`;
}
