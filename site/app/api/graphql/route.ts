import { randomUUID } from 'node:crypto';
import { GATEWAY_URL } from '@/lib/gateway/config';
import { checkProxyRead, checkProxyRequest, type ProxyRefusal } from '@/lib/gateway/proxy-policy';
import { gatewayRequestHeaders } from '@/lib/shell/proxy-headers';

// Never cached by Next: every call is forwarded; reads carry the gateway's own Cache-Control and ETag.
export const dynamic = 'force-dynamic';

/** Response headers worth passing back to the browser. */
const RETURNED = ['content-type', 'x-request-id', 'cache-control', 'etag'] as const;

function refused(refusal: ProxyRefusal): Response {
  const body = { errors: [{ message: refusal.message, extensions: { code: refusal.code } }] };
  return Response.json(body, { status: refusal.status, headers: { 'cache-control': 'no-store' } });
}

async function forward(url: string, init: RequestInit, requestId: string): Promise<Response> {
  try {
    const upstream = await fetch(url, { ...init, cache: 'no-store' });
    const out = new Headers();
    for (const name of RETURNED) {
      const value = upstream.headers.get(name);
      if (value) out.set(name, value);
    }
    if (!out.has('x-request-id')) out.set('x-request-id', requestId);
    return new Response(upstream.status === 304 ? null : upstream.body, { status: upstream.status, headers: out });
  } catch {
    // The gateway is down or unreachable: answer in GraphQL's error shape so clients handle it like any failure.
    const body = { errors: [{ message: 'Gateway unavailable', extensions: { code: 'GATEWAY_UNREACHABLE' } }] };
    return Response.json(body, { status: 503, headers: { 'x-request-id': requestId, 'cache-control': 'no-store' } });
  }
}

/**
 * Same-origin GraphQL endpoint for the browser, so the gateway's address never reaches it and no
 * CORS is needed. Reads come as GET naming a persisted document (lib/gateway/proxy-policy.ts:
 * checkProxyRead) and go on as GET with the browser's If-None-Match, so the gateway's
 * Cache-Control, ETag and 304 reach the browser (and any CDN in front of the site).
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const refusal = checkProxyRead(url, request.headers);
  if (refusal) return refused(refusal);
  const headers = gatewayRequestHeaders(request.headers, randomUUID);
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch) headers.set('if-none-match', ifNoneMatch);
  const target = new URL(GATEWAY_URL);
  target.search = url.search;
  return forward(
    target.toString(),
    { method: 'GET', headers, signal: request.signal },
    headers.get('x-request-id') ?? '',
  );
}

/**
 * Mutations and long reads (forms, uploads) as POST. Requests pass their policy first
 * (checkProxyRequest: JSON or multipart, same origin, a declared size within bounds); the body
 * then streams to the gateway unchanged.
 */
export async function POST(request: Request): Promise<Response> {
  const refusal = checkProxyRequest(request.headers);
  if (refusal) return refused(refusal);
  const headers = gatewayRequestHeaders(request.headers, randomUUID);
  return forward(
    GATEWAY_URL,
    // Streaming a request body needs half duplex in Node's fetch.
    { method: 'POST', headers, body: request.body, duplex: 'half', signal: request.signal } as RequestInit,
    headers.get('x-request-id') ?? '',
  );
}
