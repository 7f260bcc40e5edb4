import { localizedPath } from '@agency/schema/locales';

/** A sitemap entry: a site path (unprefixed, Portuguese) and its English twin. */
export interface SitemapPath {
  path: string;
  /** Relative importance, 0 to 1. */
  priority: number;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap XML: each path in Portuguese (unprefixed) and English (/en), linked as language alternates. */
export function sitemapXml(origin: string, paths: readonly SitemapPath[]): string {
  const url = (locale: 'pt' | 'en', path: string) => `${origin}${localizedPath(locale, path)}`;
  const entries = paths.flatMap(({ path, priority }) =>
    (['pt', 'en'] as const).map((locale) =>
      [
        '  <url>',
        `    <loc>${escapeXml(url(locale, path))}</loc>`,
        `    <xhtml:link rel="alternate" hreflang="pt-BR" href="${escapeXml(url('pt', path))}"/>`,
        `    <xhtml:link rel="alternate" hreflang="en" href="${escapeXml(url('en', path))}"/>`,
        '    <changefreq>daily</changefreq>',
        `    <priority>${priority.toFixed(1)}</priority>`,
        '  </url>',
      ].join('\n'),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
