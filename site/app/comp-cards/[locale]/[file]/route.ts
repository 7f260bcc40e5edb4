import { randomUUID } from 'node:crypto';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { brandKeyForRequest, hostRefusal } from '@/lib/brand/from-request';
import { GATEWAY_URL } from '@/lib/gateway/config';
import { CLIENT_IP_HEADER, clientIp, siteSecretHeaders } from '@/lib/shell/proxy-headers';

// Every answer comes from the gateway as it is now: it caches the PDFs itself, tied to its content store.
export const dynamic = 'force-dynamic';

/** Headers of the gateway's answer the browser gets (the PDF's type, length, file name and validators). */
const RETURNED = [
  'content-type',
  'content-length',
  'content-disposition',
  'cache-control',
  'etag',
  'retry-after',
  'x-request-id',
] as const;

type Params = Promise<{ locale: string; file: string }>;

function refusal(status: number, error: string): Response {
  return Response.json({ error }, { status, headers: { 'cache-control': 'no-store' } });
}

/**
 * /comp-cards/{locale}/{talentId}.pdf and /comp-cards/{locale}/shortlist.pdf?ids=1,2,3: the
 * site's stable, same-origin URLs for the comp cards the gateway renders (the gateway is private).
 * The brand comes from the Host, as for every page; the gateway's answer, a PDF or its refusal
 * (400, 404, 429, 503 with a message), is streamed back as is.
 */
export async function GET(request: Request, { params }: { params: Params }): Promise<Response> {
  const { locale, file } = await params;
  if (!hasLocale(routing.locales, locale)) return refusal(404, `Unknown locale '${locale.slice(0, 10)}'.`);
  const refused = hostRefusal(request);
  if (refused) return refused;
  const brand = brandKeyForRequest(request.headers);
  // Relative to GATEWAY_URL's folder: http://gateway:4000/graphql -> http://gateway:4000/comp-cards/...
  const target = new URL(`comp-cards/${brand}/${locale}/${encodeURIComponent(file)}`, GATEWAY_URL);
  target.search = new URL(request.url).search;

  const headers = new Headers(siteSecretHeaders());
  headers.set('x-request-id', request.headers.get('x-request-id')?.trim() || randomUUID());
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch) headers.set('if-none-match', ifNoneMatch);
  // The visitor's address (set by the site's server from the socket, never by the visitor): the
  // gateway counts its per-address comp-card limits against it, not against the site as a whole.
  const visitor = clientIp(request.headers);
  if (visitor) headers.set(CLIENT_IP_HEADER, visitor);

  try {
    const upstream = await fetch(target, { headers, cache: 'no-store', signal: request.signal });
    const out = new Headers();
    for (const name of RETURNED) {
      const value = upstream.headers.get(name);
      if (value) out.set(name, value);
    }
    return new Response(upstream.status === 304 ? null : upstream.body, { status: upstream.status, headers: out });
  } catch {
    return refusal(503, 'Comp cards are unavailable right now; try again shortly.');
  }
}
