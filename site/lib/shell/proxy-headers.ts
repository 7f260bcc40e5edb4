/** Headers passed from the browser's request to the gateway (everything else is dropped). */
const PASSED = ['content-type', 'accept', 'x-agency-client', 'accept-language'] as const;

/**
 * Set by scripts/serve-brands.mjs on every request from the socket (or, with
 * TRUST_PROXY=1, from the last X-Forwarded-For entry, which our proxy wrote), overwriting whatever
 * the visitor sent: a visitor can never choose the address the gateway's
 * per-IP limits count.
 */
export const CLIENT_IP_HEADER = 'x-agency-client-ip';

/** The visitor's address as the site's own server established it. */
export function clientIp(headers: Headers): string | null {
  return headers.get(CLIENT_IP_HEADER)?.trim() || null;
}

/** The address a trusted proxy saw: the last x-forwarded-for hop (earlier ones are the visitor's own claims). */
export function lastForwardedHop(value: string | null | undefined): string | null {
  const hops = (value ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return hops.at(-1) ?? null;
}

/** Proves to the gateway that a request comes from this site's server (SITE_GATEWAY_SECRET). */
export const SITE_SECRET_HEADER = 'x-agency-site-secret';

/** The site-secret header for a gateway request, when the secret is configured. */
export function siteSecretHeaders(env: Record<string, string | undefined> = process.env): Record<string, string> {
  return env.SITE_GATEWAY_SECRET ? { [SITE_SECRET_HEADER]: env.SITE_GATEWAY_SECRET } : {};
}

/**
 * The headers of the gateway request: the content type as sent (multipart
 * bodies keep their boundary; never one made up, see proxy-policy.ts), the CSRF
 * client header, a request id for the logs (the caller's or a new one), the
 * site secret, and the visitor's address, which the gateway believes only
 * together with the secret.
 */
export function gatewayRequestHeaders(
  incoming: Headers,
  newId: () => string,
  env: Record<string, string | undefined> = process.env,
): Headers {
  const out = new Headers(siteSecretHeaders(env));
  for (const name of PASSED) {
    const value = incoming.get(name);
    if (value) out.set(name, value);
  }
  const requestId = incoming.get('x-request-id')?.trim();
  out.set('x-request-id', requestId && /^[\w.-]{1,128}$/.test(requestId) ? requestId : newId());
  const ip = clientIp(incoming);
  if (ip) out.set(CLIENT_IP_HEADER, ip);
  return out;
}
