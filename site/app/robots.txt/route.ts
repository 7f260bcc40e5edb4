import { hostRefusal, siteOriginForRequest } from '@/lib/brand/from-request';
import { robotsTxt } from '@/lib/shell/robots';

/**
 * /robots.txt per brand: the proxy leaves files with a dot alone, so the route reads the brand's
 * address from the Host header itself and names that brand's own sitemap.
 */
export function GET(request: Request): Response {
  const refused = hostRefusal(request);
  if (refused) return refused;
  return new Response(robotsTxt(siteOriginForRequest(request.headers)), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
