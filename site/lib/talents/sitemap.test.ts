import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  it('lists every path in Portuguese and English with language alternates', () => {
    const xml = sitemapXml('http://localhost:3000', [
      { path: '/', priority: 1 },
      { path: '/12/ana-lima', priority: 0.6 },
    ]);
    expect(xml).toContain('<loc>http://localhost:3000/</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/en</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/en/12/ana-lima</loc>');
    expect(xml).toContain('hreflang="pt-BR" href="http://localhost:3000/12/ana-lima"');
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });

  it('escapes XML special characters', () => {
    expect(sitemapXml('https://x.com', [{ path: '/a&b', priority: 0.5 }])).toContain(
      '<loc>https://x.com/a&amp;b</loc>',
    );
  });
});
