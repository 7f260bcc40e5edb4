/** Headers passed from the browser's request to the gateway (everything else is dropped). */
const PASSED = ['content-type', 'accept', 'x-agency-client', 'accept-language'] as const;

/** The visitor's address: the first x-forwarded-for entry (Next's server sets it from the socket), else x-real-ip. */
export function clientIp(headers: Headers): string | null {
  const first = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return first || headers.get('x-real-ip')?.trim() || null;
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
