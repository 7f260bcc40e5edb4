import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * proxy.ts's matcher must be a literal (Next reads it statically), so it is read here from the
 * file itself and compiled as Next does for a plain pattern: anchored, whole path.
 */
const source = readFileSync(new URL('../../proxy.ts', import.meta.url), 'utf8');
const literal = /matcher:\s*'([^']+)'/.exec(source)![1]!.replaceAll('\\\\', '\\');
const matcher = new RegExp(`^${literal}$`);

describe("the proxy's matcher", () => {
  it('routes dotted paths, so no brand route is reached unrouted (another brand on any host)', () => {
    for (const path of ['/pt/digital/lista-filtrada/a.b', '/pt/digital/blog/post.x', '/moda/1/ana.souza', '/blog']) {
      expect(matcher.test(path), path).toBe(true);
    }
  });

  it("leaves Next's internals, the GraphQL proxy, comp cards, the sitemap and static files alone", () => {
    for (const path of [
      '/_next/static/chunks/a.js',
      '/_next/image',
      '/api/graphql',
      '/comp-cards/pt/1.pdf',
      '/sitemap.xml',
      '/robots.txt',
      '/favicon.ico',
      '/images/intro.jpg',
    ]) {
      expect(matcher.test(path), path).toBe(false);
    }
  });
});
