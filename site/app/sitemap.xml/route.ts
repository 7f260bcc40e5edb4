import { brandKeyForRequest, hostRefusal, siteOriginForRequest } from '@/lib/brand/from-request';
import { getAllTalentCards, getBrandTalentCategories } from '@/lib/talents/server';
import { sitemapXml, type SitemapPath } from '@/lib/talents/sitemap';

/**
 * /sitemap.xml per brand. The proxy skips paths with a dot, so this route is
 * reached directly and finds the brand from the Host header itself. Talent
 * brands list their root, category lists and every listed profile.
 */
export async function GET(request: Request): Promise<Response> {
  const refused = hostRefusal(request);
  if (refused) return refused;
  const brand = brandKeyForRequest(request.headers);
  const paths: SitemapPath[] = [{ path: '/', priority: 1 }];
  const categories = await getBrandTalentCategories(brand);
  if (categories) {
    paths.push(...categories.map((c) => ({ path: c.path, priority: 0.8 })));
    // Every profile once, under its canonical /{id}/{slug} path (category variants are duplicates).
    const lists = await Promise.all(
      [null, ...categories.map((c) => c.slug)].map((slug) => getAllTalentCards(brand, slug)),
    );
    const seen = new Set<string>();
    for (const talent of lists.flat()) {
      if (seen.has(talent.id)) continue;
      seen.add(talent.id);
      paths.push({ path: `/${talent.id}/${talent.slug}`, priority: 0.6 });
    }
  }
  return new Response(sitemapXml(siteOriginForRequest(request.headers), paths), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=60, stale-while-revalidate=300',
    },
  });
}
