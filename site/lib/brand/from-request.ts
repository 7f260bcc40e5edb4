import {
  brandForHost,
  brandOrigin,
  brandOfTableHost,
  brandSiteUrl,
  hostStanding,
  type BrandKey,
  type HostStanding,
  MAIN_BRAND,
} from '@agency/schema/brands';
import { lastForwardedEntry, readOnOff } from '@agency/schema/forwarded';
import { siteConfig } from '../config';

/**
 * TRUST_FORWARDED_HOST (off by default, and separate from TRUST_PROXY): a proxy of ours sets
 * X-Forwarded-Host itself. Many balancers append to X-Forwarded-For but pass a visitor's
 * X-Forwarded-Host on untouched, so trusting the address says nothing about the host.
 */
export function trustsForwardedHost(env: Record<string, string | undefined> = siteConfig.env): boolean {
  return readOnOff('TRUST_FORWARDED_HOST', env.TRUST_FORWARDED_HOST);
}

/**
 * The host a visitor asked for: the Host header; with TRUST_FORWARDED_HOST, the X-Forwarded-Host
 * our proxy wrote (its last entry), and only when it is a host of the brand table. Anything else
 * is never believed: it would pick another brand's page for this domain's cache.
 */
export function requestHost(headers: Headers, env: Record<string, string | undefined> = siteConfig.env): string | null {
  if (trustsForwardedHost(env)) {
    const forwarded = lastForwardedEntry(headers.get('x-forwarded-host'));
    if (forwarded && brandOfTableHost(forwarded, env)) return forwarded;
  }
  return headers.get('host');
}

/**
 * The brand of a request, from its host matched against the brand table (unknown hosts are the
 * main brand). Brand domains can be overridden per deployment with BRAND_DOMAINS_<KEY> and local
 * ports shifted with SITE_PORT_BASE.
 */
export function brandKeyForRequest(
  headers: Headers,
  env: Record<string, string | undefined> = siteConfig.env,
): BrandKey {
  return brandForHost(requestHost(headers, env), env).key;
}

/** The origin of this brand's site for absolute links (sitemaps): from the brand table, never echoed. */
export function siteOriginForRequest(
  headers: Headers,
  env: Record<string, string | undefined> = siteConfig.env,
): string {
  const host = requestHost(headers, env);
  return brandSiteUrl(brandForHost(host, env), host, env);
}

/**
 * The host to build links to the sister brands' sites from: this site's own host as the brand table
 * names it (the brand's domain, www kept; a local host with its brand's port), never the raw Host.
 * It is a variable of a cached gateway query, so a raw Host would make one data-cache entry per
 * made-up Host header; this way there are a handful per brand.
 */
export function linkHostForRequest(headers: Headers, env: Record<string, string | undefined> = siteConfig.env): string {
  return new URL(siteOriginForRequest(headers, env)).host;
}

/** What the request's host is to the site (brand, local, misdirected, unknown: hostStanding in the brand table). */
export function hostStandingForRequest(
  headers: Headers,
  env: Record<string, string | undefined> = siteConfig.env,
): HostStanding {
  return hostStanding(requestHost(headers, env), env);
}

/**
 * The answer to a request whose host is none of the brands' addresses, for routes whose content
 * depends on the brand (sitemap, robots.txt, comp cards): 421 for a brand's domain on a port of no
 * address of ours, the main site for any other name (unknownHostRedirect); null for a brand's
 * address or a loopback host.
 */
export function hostRefusal(
  request: Request,
  env: Record<string, string | undefined> = siteConfig.env,
): Response | null {
  const standing = hostStandingForRequest(request.headers, env);
  if (standing === 'misdirected') return misdirectedResponse();
  if (standing === 'unknown') return unknownHostRedirect(request.url, env);
  return null;
}

/**
 * A host that is no brand's is sent to the main brand's site: 301 to its address in the brand
 * table, with the path and query kept. Nothing is ever served under a foreign name, and the target
 * is the table's origin, so no path can make it another site ("//evil.example" stays a path).
 */
export function unknownHostRedirect(url: string, env: Record<string, string | undefined> = siteConfig.env): Response {
  const { pathname, search } = new URL(url);
  const location = `${brandOrigin(MAIN_BRAND, env)}${pathname}${search}`;
  return new Response(null, { status: 301, headers: { location, 'cache-control': 'no-store' } });
}

/** 421 Misdirected Request: the request named a host this server does not answer for, on that port. */
export function misdirectedResponse(): Response {
  return new Response('Misdirected request: this site does not answer for that host and port.\n', {
    status: 421,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
