import { LOCALES, localizedPath } from '@agency/schema/locales';

/**
 * Paths a crawler is kept from, in every language: the browser's GraphQL proxy, a visitor's own
 * favourites (a shared selection is one visitor's list), and any address with a query (the
 * search, the A–Z letter, the casting filters, a shared selection's ids): each is a variant of a
 * list the sitemap names once, and their combinations are endless.
 */
const PRIVATE_PAGES = ['/favoritos'];
const ANY_QUERY = '/*?';
/** Next's files (scripts, styles, the image optimizer, whose URLs carry a query) stay crawlable, so pages render. */
const NEXT_FILES = '/_next/';

/** robots.txt for one brand's site: its rules and its own sitemap, at `origin` (the brand table's address). */
export function robotsTxt(origin: string): string {
  const pages = LOCALES.flatMap((locale) => PRIVATE_PAGES.map((page) => localizedPath(locale, page)));
  return [
    'User-agent: *',
    `Allow: ${NEXT_FILES}`,
    'Disallow: /api/',
    ...pages.map((page) => `Disallow: ${page}`),
    `Disallow: ${ANY_QUERY}`,
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
