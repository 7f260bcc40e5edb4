import { brandForHost, brandSiteUrl, type BrandKey } from '@agency/schema/brands';
import { siteConfig } from '../config';

/**
 * How many proxies of ours sit in front of the site (TRUST_PROXY): 0 believes no forwarded header;
 * N takes the Nth entry from the end (entries before it were written by the client).
 */
export function trustedProxyHops(env: Record<string, string | undefined> = siteConfig.env): number {
  const raw = env.TRUST_PROXY;
  if (!raw || raw === 'false') return 0;
  if (raw === 'true') return 1;
  const hops = Number(raw);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
}

/** The entry `hops` proxies of ours appended to a comma-separated forwarded header, if there is one. */
export function forwardedEntry(value: string | null | undefined, hops: number): string | null {
  if (hops < 1 || !value) return null;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-hops) ?? null;
}

/**
 * The host a visitor asked for: the Host header, or behind proxies of ours (TRUST_PROXY) the
 * X-Forwarded-Host our own proxy set. A client's X-Forwarded-Host is never believed otherwise: it
 * would pick another brand's page for this domain's cache.
 */
export function requestHost(headers: Headers, env: Record<string, string | undefined> = siteConfig.env): string | null {
  return forwardedEntry(headers.get('x-forwarded-host'), trustedProxyHops(env)) ?? headers.get('host');
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
