/** Headers passed from the browser's request to the gateway (everything else is dropped). */
const PASSED = ['content-type', 'accept', 'x-agency-client', 'accept-language'] as const;

/**
 * Set by scripts/serve-brands.mjs on every request from the socket (or, with
 * TRUST_PROXY=1, from the hop the trusted proxy appended), overwriting whatever
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

/**
 * The headers of the gateway request: the content type as sent (multipart
 * bodies keep their boundary), the CSRF client header, a request id for the
 * logs (the caller's or a new one) and the visitor's address.
 */
export function gatewayRequestHeaders(incoming: Headers, newId: () => string): Headers {
  const out = new Headers();
  for (const name of PASSED) {
    const value = incoming.get(name);
    if (value) out.set(name, value);
  }
  if (!out.has('content-type')) out.set('content-type', 'application/json');
  const requestId = incoming.get('x-request-id')?.trim();
  out.set('x-request-id', requestId && /^[\w.-]{1,128}$/.test(requestId) ? requestId : newId());
  const ip = clientIp(incoming);
  if (ip) out.set('x-forwarded-for', ip);
  return out;
}
