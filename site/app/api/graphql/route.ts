import { randomUUID } from 'node:crypto';
import { GATEWAY_URL } from '@/lib/gateway/config';
import { checkProxyRequest } from '@/lib/gateway/proxy-policy';
import { gatewayRequestHeaders } from '@/lib/shell/proxy-headers';

// Never cached: every call is the visitor's own (forms, uploads, client queries).
export const dynamic = 'force-dynamic';

/** Response headers worth passing back to the browser. */
const RETURNED = ['content-type', 'x-request-id', 'cache-control'] as const;

/**
 * Same-origin GraphQL endpoint for the browser. Requests pass its policy first
 * (lib/gateway/proxy-policy.ts: JSON or multipart, same origin, a declared size
 * within bounds); the body then streams to the gateway unchanged, so the
 * gateway's address never reaches the browser and no CORS is needed.
 */
export async function POST(request: Request): Promise<Response> {
  const refusal = checkProxyRequest(request.headers);
  if (refusal) {
    const body = { errors: [{ message: refusal.message, extensions: { code: refusal.code } }] };
    return Response.json(body, { status: refusal.status, headers: { 'cache-control': 'no-store' } });
  }
  const headers = gatewayRequestHeaders(request.headers, randomUUID);
  try {
    const upstream = await fetch(GATEWAY_URL, {
      method: 'POST',
      headers,
      body: request.body,
      // Streaming a request body needs half duplex in Node's fetch.
      duplex: 'half',
      cache: 'no-store',
      signal: request.signal,
    } as RequestInit & { duplex: 'half' });
    const out = new Headers();
    for (const name of RETURNED) {
      const value = upstream.headers.get(name);
      if (value) out.set(name, value);
    }
    if (!out.has('x-request-id')) out.set('x-request-id', headers.get('x-request-id') ?? '');
    return new Response(upstream.body, { status: upstream.status, headers: out });
  } catch {
    // The gateway is down or unreachable: answer in GraphQL's error shape so clients handle it like any failure.
    const body = { errors: [{ message: 'Gateway unavailable', extensions: { code: 'GATEWAY_UNREACHABLE' } }] };
    return Response.json(body, { status: 503, headers: { 'x-request-id': headers.get('x-request-id') ?? '' } });
  }
}
