/**
 * The site's languages: Portuguese by default (no URL prefix), English under /en. The GraphQL
 * contract names them as the Locale enum (PT, EN), which the gateway's enum resolvers and the site's
 * gateway client turn into these.
 */
export const LOCALES = ['pt', 'en'] as const;
export type SiteLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: SiteLocale = 'pt';

/** A string from a request (a URL, a header) checked against the site's locales. */
export function isSiteLocale(value: string): value is SiteLocale {
  return (LOCALES as readonly string[]).includes(value);
}

/** A site path in a locale: Portuguese as is, English under /en ('/' -> '/en', '/blog' -> '/en/blog'). */
export function localizedPath(locale: SiteLocale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' || path === '' ? `/${locale}` : `/${locale}${path}`;
}
