import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { lastForwardedEntry, readOnOff } from '@agency/schema/forwarded';

/** Header carrying the shared secret that marks a request as coming from the site's own server. */
export const SITE_SECRET_HEADER = 'x-agency-site-secret';
/** Header with the visitor's address, as the site's server established it; read only with a valid site secret. */
export const SITE_CLIENT_IP_HEADER = 'x-agency-client-ip';

/** A node request's headers as identifyClient (and the app lookup) read them: repeated ones joined. */
export function requestHeaders(req: IncomingMessage): Pick<Headers, 'get'> {
  return {
    get(name: string): string | null {
      const value = req.headers[name];
      return (Array.isArray(value) ? value.join(', ') : value) ?? null;
    },
  };
}

export interface ClientIdentityConfig {
  /**
   * Whether a proxy of ours sits in front of the gateway and appends to X-Forwarded-For
   * (TRUST_PROXY): 0 believes no forwarded header; 1 takes the LAST entry, the one the nearest
   * proxy wrote (entries before it were written by whoever called that proxy and prove nothing).
   */
  trustProxyHops: 0 | 1;
  /** SITE_GATEWAY_SECRET: shared with the site's server; null turns the site path off. */
  siteSecret: string | null;
}

/**
 * Who is calling. `site`: the site's server rendering pages (no visitor behind it, so no per-IP
 * limit applies). `visitor`: an address to count limits against, `viaSite` when the site's proxy
 * vouched for it.
 */
export type ClientIdentity = { kind: 'site' } | { kind: 'visitor'; ip: string; viaSite: boolean };

interface HeaderSource {
  get(name: string): string | null;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison of the presented secret (hashed first, so lengths never leak). */
export function siteSecretMatches(configured: string | null, presented: string | null | undefined): boolean {
  if (!configured || !presented) return false;
  return timingSafeEqual(digest(configured), digest(presented));
}

/** The address the nearest proxy of ours wrote (the last X-Forwarded-For entry), or null when trust is off or it is no address. */
export function forwardedAddress(header: string | null, trust: 0 | 1): string | null {
  if (trust !== 1) return null;
  const candidate = lastForwardedEntry(header);
  return candidate && isIP(candidate) ? candidate : null;
}

/** Strips the IPv4-mapped IPv6 prefix, so one visitor is one key whichever socket family answered. */
export function normalizeAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * The caller of a request. Only the site (proven by the shared secret) may name a visitor's
 * address; otherwise the socket decides, or the hop our own proxies appended when TRUST_PROXY says
 * there are any. A client header alone is never believed.
 */
export function identifyClient(
  headers: HeaderSource,
  socketAddress: string | undefined,
  config: ClientIdentityConfig,
): ClientIdentity {
  if (siteSecretMatches(config.siteSecret, headers.get(SITE_SECRET_HEADER))) {
    const vouched = headers.get(SITE_CLIENT_IP_HEADER)?.trim();
    if (!vouched) return { kind: 'site' };
    if (isIP(vouched)) return { kind: 'visitor', ip: normalizeAddress(vouched), viaSite: true };
  }
  const forwarded = forwardedAddress(headers.get('x-forwarded-for'), config.trustProxyHops);
  const ip = forwarded ?? socketAddress ?? 'unknown';
  return { kind: 'visitor', ip: normalizeAddress(ip), viaSite: false };
}

/** The address limits are counted against; the site's own rendering counts as one caller, 'site'. */
export function clientKeyOf(identity: ClientIdentity): string {
  return identity.kind === 'site' ? 'site' : identity.ip;
}

/**
 * TRUST_PROXY as on or off (the one on/off rule of every part). A count of hops is refused: the
 * address read is always the last entry, so a number would only pretend to choose another.
 */
export function parseTrustProxy(raw: string | undefined): 0 | 1 {
  return readOnOff('TRUST_PROXY', raw) ? 1 : 0;
}
