import { JSON_BODY_MAX_BYTES, UPLOAD_BODY_MAX_BYTES } from '@agency/schema/validation/rules';
import { requestHost } from '@/lib/brand/from-request';
import { siteConfig } from '../config';

/** Why the same-origin GraphQL proxy refuses a request: an HTTP status and a GraphQL error. */
export interface ProxyRefusal {
  status: number;
  code: string;
  message: string;
}

const refuse = (status: number, code: string, message: string): ProxyRefusal => ({ status, code, message });

/**
 * What the browser's GraphQL endpoint accepts, checked before a byte of the body is read:
 * - JSON or multipart only: a cross-site page can post text/plain or a form without a CORS
 *   preflight, and must not have it turned into JSON on the way;
 * - same origin only: a browser names a cross-site caller in Sec-Fetch-Site and Origin;
 * - a declared size within the limit of its kind (1 MB JSON, the four-photo ceiling multipart).
 */
export function checkProxyRequest(headers: Headers, env: Record<string, string | undefined> = siteConfig.env) {
  const type = (headers.get('content-type') ?? '').toLowerCase();
  const multipart = type.startsWith('multipart/form-data');
  if (!multipart && !type.startsWith('application/json')) {
    return refuse(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send application/json, or multipart/form-data for uploads.');
  }
  const crossSite = checkSameOrigin(headers, env);
  if (crossSite) return crossSite;
  const declared = headers.get('content-length');
  if (declared === null) return refuse(411, 'LENGTH_REQUIRED', 'Send the body with a Content-Length.');
  if (!/^\d+$/.test(declared)) return refuse(400, 'BAD_REQUEST', 'Content-Length header is invalid.');
  const limit = multipart ? UPLOAD_BODY_MAX_BYTES : JSON_BODY_MAX_BYTES;
  if (Number(declared) > limit) {
    return refuse(413, 'REQUEST_ENTITY_TOO_LARGE', `Request body too large (at most ${limit} bytes).`);
  }
  return null;
}

/** A persisted document id, as codegen writes them (site/lib/gql/persisted-documents.json). */
const DOCUMENT_ID = /^sha256:[0-9a-f]{64}$/;

/**
 * What the browser's GraphQL endpoint accepts as GET, before anything is forwarded: a read of a
 * persisted document (`documentId`, never a document's text: the gateway would refuse it anyway,
 * this refuses it a hop earlier), from this site's pages.
 */
export function checkProxyRead(url: URL, headers: Headers, env: Record<string, string | undefined> = siteConfig.env) {
  const crossSite = checkSameOrigin(headers, env);
  if (crossSite) return crossSite;
  const params = url.searchParams;
  if (params.has('query')) {
    return refuse(403, 'PERSISTED_DOCUMENTS_ONLY', 'Only persisted documents run here: send documentId, not query.');
  }
  if (!DOCUMENT_ID.test(params.get('documentId') ?? '')) {
    return refuse(400, 'PERSISTED_DOCUMENT_ID_REQUIRED', 'Send documentId: sha256: and 64 hex digits.');
  }
  return null;
}

/** Same origin only: a browser names a cross-site caller in Sec-Fetch-Site and Origin. */
function checkSameOrigin(headers: Headers, env: Record<string, string | undefined>): ProxyRefusal | null {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return refuse(403, 'CROSS_SITE_REQUEST', 'Only this site may call its GraphQL endpoint.');
  }
  const origin = headers.get('origin');
  if (origin !== null && !sameHost(origin, requestHost(headers, env))) {
    return refuse(403, 'CROSS_SITE_REQUEST', 'Only this site may call its GraphQL endpoint.');
  }
  return null;
}

function sameHost(origin: string, host: string | null): boolean {
  try {
    return host !== null && new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}
