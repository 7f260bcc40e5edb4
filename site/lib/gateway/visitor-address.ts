import { subscribe } from 'node:diagnostics_channel';
import { currentResponseRecord } from '@/lib/shell/error-pages.mjs';
import { CLIENT_IP_HEADER, siteSecretHeaders } from '@/lib/shell/proxy-headers';
import { GATEWAY_URL } from './config';

/** What undici publishes when a fetch creates its request (Node's own fetch): v6 keeps headers as text, v7 as a list. */
interface UndiciRequestCreated {
  request: { origin: string; headers: string | string[]; addHeader(name: string, value: string): unknown };
}

function hasHeader(headers: string | string[], name: string): boolean {
  if (Array.isArray(headers)) return headers.some((value, i) => i % 2 === 0 && value.toLowerCase() === name);
  return headers.toLowerCase().includes(`${name}:`);
}

/**
 * Every gateway call the site's server makes while it answers a visitor carries that visitor's
 * address (the one serve-brands.mjs set from the socket, or from our proxy's X-Forwarded-For), so
 * the gateway counts a render's calls against the visitor who caused it and no bucket is shared by
 * all of them. Added as undici creates the request, after Next's data cache has keyed the fetch:
 * in the fetch's options the address would give every visitor a cache entry of their own. Calls
 * that name an address already (the GraphQL proxy, comp cards) keep theirs; without the site's
 * secret the gateway would not believe it, so nothing is added.
 */
export function registerVisitorAddress(): void {
  if (Object.keys(siteSecretHeaders()).length === 0) return;
  const gatewayOrigin = new URL(GATEWAY_URL).origin;
  subscribe('undici:request:create', (message) => {
    const { request } = message as UndiciRequestCreated;
    if (request.origin !== gatewayOrigin) return;
    const address = currentResponseRecord()?.clientIp;
    if (!address || hasHeader(request.headers, CLIENT_IP_HEADER)) return;
    request.addHeader(CLIENT_IP_HEADER, address);
  });
}
