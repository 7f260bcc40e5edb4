import { brandForHost, type BrandKey } from '@agency/schema/brands';

/**
 * The brand of a request, from its host (x-forwarded-host first when a
 * trusted proxy sits in front). Brand domains can be overridden per deployment
 * with BRAND_DOMAINS_<KEY> and local ports shifted with SITE_PORT_BASE.
 */
export function brandKeyForRequest(headers: Headers): BrandKey {
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  return brandForHost(host, process.env).key;
}
