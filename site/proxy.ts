import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { brandKeyForRequest } from './lib/brand/from-request';

const handleI18nRouting = createIntlMiddleware(routing);

/** The per-request copy of the home (app/[locale]/[brand]/inicio-filtrado) that reads the list filters. */
const FILTERED_HOME = 'inicio-filtrado';

/** A brand root carrying list filters (?q=, ?letra=): its first HTML must be filtered. */
function isFilteredRoot(rest: string[], url: URL): boolean {
  const isRoot = rest.every((part) => part === '');
  return isRoot && (url.searchParams.has('q') || url.searchParams.has('letra'));
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
  target.pathname = ['', locale, brand, ...(isFilteredRoot(rest, target) ? [FILTERED_HOME] : rest)].join('/');

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
