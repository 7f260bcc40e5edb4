/**
 * Whether the pre-home intro (and after it the initial modal) may show, from
 * both are on by default, and off when the path is not the root or
 * when the visitor came from one of the product's own sites or from a
 * local/development address.
 */
export function introAllowed(input: {
  pathname: string;
  referrer: string;
  productDomains: readonly string[];
}): boolean {
  if (!isRootPath(input.pathname)) return false;
  const referrerHost = hostnameOf(input.referrer);
  if (referrerHost === null) return true;
  if (isLocalAddress(referrerHost)) return false;
  const bare = referrerHost.replace(/^www\./, '');
  return !input.productDomains.some((d) => d.toLowerCase().replace(/^www\./, '') === bare);
}

/** The root in either language: '/', '/en' (a trailing slash or query does not matter). */
export function isRootPath(pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return path === '' || path === '/en';
}

function hostnameOf(url: string): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** Loopback, private ranges and development names count as "local" (a local or development address). */
export function isLocalAddress(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.test'))
    return true;
  if (host === '::1' || host === '0.0.0.0') return true;
  const ipv4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (!ipv4) return false;
  const a = Number(ipv4[1]);
  const b = Number(ipv4[2]);
  return a === 127 || a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31);
}
