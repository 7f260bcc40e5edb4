import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

/** The rule a crawler applies (RFC 9309): the longest matching pattern wins, Allow on a tie. */
function allowed(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow): (.+)$/.exec(line))
    .filter((m) => m !== null)
    .map(([, kind, pattern]) => ({
      allow: kind === 'Allow',
      pattern: pattern!,
      regex: new RegExp(`^${pattern!.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}`),
    }));
  const matching = rules.filter((r) => r.regex.test(path));
  if (matching.length === 0) return true;
  const longest = Math.max(...matching.map((r) => r.pattern.length));
  return matching.some((r) => r.pattern.length === longest && r.allow);
}

describe('robots.txt', () => {
  const robots = robotsTxt('https://cqmusic.com.br');

  it("names the brand's own sitemap", () => {
    expect(robots).toContain('\nSitemap: https://cqmusic.com.br/sitemap.xml\n');
    expect(robots.startsWith('User-agent: *\n')).toBe(true);
  });

  it('lets crawlers read every page, in both languages, and the files pages render with', () => {
    for (const path of ['/', '/en', '/eventos', '/en/eventos/12/show', '/atrizes/12/ana', '/_next/image?url=x&w=640']) {
      expect(allowed(robots, path), path).toBe(true);
    }
  });

  it('keeps them from the GraphQL proxy, favourites and every query variant of a list', () => {
    for (const path of [
      '/api/graphql',
      '/favoritos',
      '/en/favoritos',
      '/favoritos?ids=1,2',
      '/atrizes?letra=A',
      '/en/atrizes?q=ana',
      '/?genero=woman',
    ]) {
      expect(allowed(robots, path), path).toBe(false);
    }
  });
});
