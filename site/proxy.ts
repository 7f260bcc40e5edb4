import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { brandByKey, type BrandKey } from '@agency/schema/brands';
import { routing } from './i18n/routing';
import { brandKeyForRequest } from './lib/brand/from-request';
import { FILTERED_HOME, FILTERED_LIST, isInternalRoute } from './lib/brand/internal-routes';
import { NOT_FOUND_PAGE } from './lib/shell/error-pages.mjs';

const handleI18nRouting = createIntlMiddleware(routing);

/**
 * The path to render: a brand root or a talent category list carrying list
 * filters (?q=, ?letra=) goes to its per-request copy, so its first HTML is
 * filtered while the unfiltered page stays cached for everyone.
 */
function renderedPath(brand: BrandKey, rest: string[], url: URL): string[] {
  if (!url.searchParams.has('q') && !url.searchParams.has('letra')) return rest;
  const parts = rest.filter((part) => part !== '');
  if (parts.length === 0) return [FILTERED_HOME];
  const isTalentList = parts.length === 1 && brandByKey(brand).talentCategories.some((c) => c.slug === parts[0]);
  return isTalentList ? [FILTERED_LIST, parts[0]!] : rest;
}

/**
 * Multi-tenant routing (as vercel/platforms): next-intl resolves the locale
 * (and redirects /pt/... to /...), then the request is rewritten to
 * /{locale}/{brand}/{path} so every brand's pages are cached apart.
 */
export default function proxy(request: NextRequest) {
  const response = handleI18nRouting(request);
  if (response.headers.has('location')) return response;

  const brand = brandKeyForRequest(request.headers);
  const target = new URL(response.headers.get('x-middleware-rewrite') ?? request.url, request.url);
  const [, locale, ...rest] = target.pathname.split('/');
  // The rewrite targets are not pages of their own: asked for directly, they are not found.
  const path = isInternalRoute(rest) ? [NOT_FOUND_PAGE] : renderedPath(brand, rest, target);
  target.pathname = ['', locale, brand, ...path].join('/');

  const rewritten = NextResponse.rewrite(target, { request: { headers: request.headers } });
  response.headers.forEach((value, key) => {
    if (key !== 'x-middleware-rewrite') rewritten.headers.set(key, value);
  });
  return rewritten;
}

export const config = {
  // Everything but Next's internals, the GraphQL proxy and files with an extension.
  matcher: '/((?!api|graphql|_next|_vercel|.*\\..*).*)',
};
