import createIntlMiddleware from 'next-intl/middleware';
import { hasLocale } from 'next-intl';
import { NextResponse, type NextRequest } from 'next/server';
import { brandSiteUrl, type BrandDefinition } from '@agency/schema/brands';
import { localizedPath } from '@agency/schema/locales';
import { readTags } from '@agency/schema/site-cache';
import { routing, type AppLocale } from './i18n/routing';
import { branchRoute } from './lib/brand/branch-roots';
import {
  brandKeyForRequest,
  hostStandingForRequest,
  linkHostForRequest,
  misdirectedResponse,
  unknownHostRedirect,
} from './lib/brand/from-request';
import { isInternalRoute, routedPath } from './lib/brand/internal-routes';
import { NOT_FOUND_PAGE } from './lib/shell/error-pages.mjs';
import { CROSS_SITE_LOCATION_HEADER } from './lib/shell/redirect-query.mjs';
import { siteConfig } from './lib/config';

const handleI18nRouting = createIntlMiddleware(routing);

/** The pages' cache tags for a CDN (purge by tag): Cloudflare's name; other CDNs can be told to read it. */
const CACHE_TAG_HEADER = 'cache-tag';

/**
 * A sister brand's branch root (/cq-music on another brand's site) leads to the same address on
 * that brand's site, in the same language, with the visitor's query: 307, never stored (the target
 * depends on the host). The link is built from the brand table, never from the raw Host.
 */
function redirectToSister(request: NextRequest, target: BrandDefinition, locale: AppLocale, path: string) {
  const site = brandSiteUrl(target, linkHostForRequest(request.headers), siteConfig.env).replace(/\/$/, '');
  const location = `${site}${localizedPath(locale, path)}${request.nextUrl.search}`;
  const response = NextResponse.redirect(location, 307);
  response.headers.set(CROSS_SITE_LOCATION_HEADER, location);
  response.headers.set('cache-control', 'no-store');
  return response;
}

/**
 * Multi-tenant routing (as vercel/platforms): next-intl resolves the locale
 * (and redirects /pt/... to /...), then the request is rewritten to
 * /{locale}/{brand}/{path} so every brand's pages are cached apart. The
 * brands' branch roots are routed here too (lib/brand/branch-roots.ts), and
 * so are the talent categories and profiles, the filtered lists and home
 * (to routes of their own: lib/brand/internal-routes.ts).
 */
export default function proxy(request: NextRequest) {
  // A brand's domain on a port none of our addresses uses is refused, never read by its port
  // (brandOfTableHost); any other unknown name is sent to the main brand's site, path kept.
  const standing = hostStandingForRequest(request.headers);
  if (standing === 'misdirected') return misdirectedResponse();
  if (standing === 'unknown') return unknownHostRedirect(request.url);
  const response = handleI18nRouting(request);
  if (response.headers.has('location')) return response;

  const brand = brandKeyForRequest(request.headers);
  const target = new URL(response.headers.get('x-middleware-rewrite') ?? request.url, request.url);
  // next-intl's rewrite always starts with one of the routing's locales; checked here once.
  const [, segment = '', ...visited] = target.pathname.split('/');
  const locale = hasLocale(routing.locales, segment) ? segment : routing.defaultLocale;
  const branch = branchRoute(brand, visited);
  if (branch && !branch.own) return redirectToSister(request, branch.brand, locale, branch.path);
  const rest = branch ? branch.path : visited;
  // The rewrite targets are not pages of their own: asked for directly, they are not found.
  const path = isInternalRoute(rest) ? [NOT_FOUND_PAGE] : routedPath(brand, rest, target.searchParams);
  target.pathname = ['', locale, brand, ...path].join('/');

  const rewritten = NextResponse.rewrite(target, { request: { headers: request.headers } });
  response.headers.forEach((value, key) => {
    if (key !== 'x-middleware-rewrite') rewritten.headers.set(key, value);
  });
  // For a CDN in front: the brand's cache tags, the ones the revalidate hook answers to purge.
  rewritten.headers.set(CACHE_TAG_HEADER, readTags(brand).join(','));
  return rewritten;
}

export const config = {
  // Everything but Next's internals, the GraphQL proxy, the routes outside the brands (comp cards,
  // the sitemap) and static files by their extension. Not "anything with a dot": a path like
  // /pt/digital/blog/x.y would then reach the brand routes unrouted, and render another brand's
  // internal route on any host.
  matcher:
    '/((?!api|graphql|_next|_vercel|comp-cards/|sitemap\\.xml$|.*\\.(?:ico|jpe?g|png|gif|webp|avif|svg|txt|webmanifest|js|css|map|woff2?)$).*)',
};
