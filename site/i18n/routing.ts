import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from '@agency/schema/locales';

/**
 * The single source of truth for locales. Portuguese is served without a
 * prefix, English under /en; a /pt path redirects to the unprefixed one.
 * No detection from the browser's language or a cookie: the root is always Portuguese.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  // The pages' own <link rel="alternate" hreflang> carry the brands' public URLs; the middleware's
  // Link header would name the host the request came in on (a proxy's, a port), contradicting them.
  alternateLinks: false,
});

export type AppLocale = (typeof routing.locales)[number];
