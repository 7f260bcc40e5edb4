import { defineRouting } from 'next-intl/routing';

/**
 * The single source of truth for locales. Portuguese is served without a
 * prefix, English under /en; a /pt path redirects to the unprefixed one.
 * No detection from the browser's language or a cookie: the root is always Portuguese.
 */
export const routing = defineRouting({
  locales: ['pt', 'en'],
  defaultLocale: 'pt',
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  // The pages' own <link rel="alternate" hreflang> carry the brands' public URLs; the middleware's
  // Link header would name the host the request came in on (a proxy's, a port), contradicting them.
  alternateLinks: false,
});

export type AppLocale = (typeof routing.locales)[number];
