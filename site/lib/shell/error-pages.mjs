// Error pages with their real status, for the site's own server (scripts/serve-brands.mjs) and
// its page cache (lib/cache/memory-cache-handler.mjs). Plain JavaScript: both load it outside
// Next's bundles. Pages reach the same per-request record through lib/shell/response-status.ts.
//
// Two gaps of Next's App Router are closed here:
// - a page cannot choose its HTTP status: a page that draws an error itself (the layout's 503 when
//   the gateway cannot answer) records the status, and the server sends it instead of Next's 200;
// - notFound() and a failed render answer with an empty document (<html id="__next_error__">)
//   that only the browser fills in (vercel/next.js#62228): crawlers and visitors without
//   JavaScript see nothing. The server replaces that document with the brand's own error page
//   (rendered by the site, in the request's language) and keeps the status.
import { AsyncLocalStorage } from 'node:async_hooks';

/** Where the per-request record lives, shared with the pages' bundles (lib/shell/response-status.ts). */
export const RESPONSE_RECORD_KEY = Symbol.for('agency.response-record');

/** Path segments of the two error pages (app/[locale]/[brand]/…). */
export const NOT_FOUND_PAGE = 'pagina-nao-encontrada';
export const UNAVAILABLE_PAGE = 'servico-indisponivel';
/** The brand's page for a visitor past its render budget (app/[locale]/[brand]/muitas-paginas). */
export const TOO_MANY_PAGES_PAGE = 'muitas-paginas';

/** The request header that marks the server's own request for an error page (its value is a per-process secret). */
export const ERROR_PAGE_REQUEST_HEADER = 'x-agency-error-page';

/** The store of per-request records; created once per process. */
export function responseRecords() {
  globalThis[RESPONSE_RECORD_KEY] ??= new AsyncLocalStorage();
  return globalThis[RESPONSE_RECORD_KEY];
}

/**
 * A fresh record: the status a page asked for, its headers, the first gateway failure seen, and
 * the visitor's address the request came from (the gateway calls a render makes carry it:
 * lib/gateway/visitor-address.ts).
 */
export function newResponseRecord(clientIp) {
  return { status: undefined, headers: {}, gatewayFailure: undefined, clientIp: clientIp || undefined };
}

/** The record of the request being rendered, if the site's server started one. */
export function currentResponseRecord() {
  return globalThis[RESPONSE_RECORD_KEY]?.getStore();
}

/** The status to send: a page's own status replaces Next's 200; any other status Next chose stands. */
export function statusToSend(nextStatus, record) {
  return nextStatus === 200 && record?.status ? record.status : nextStatus;
}

/** Next's empty error document, which only the browser fills in (its <html> may carry other attributes first). */
export function isEmptyErrorDocument(html) {
  return /<html\b[^>]*\sid="__next_error__"/.test(html);
}

/**
 * Which error page stands in for Next's empty error document: a 404 is the not-found page; a
 * failed render of a request that saw the gateway fail is the 503 page; anything else has none.
 */
export function replacementStatus(status, record) {
  if (status === 404) return 404;
  if (status >= 500 && record?.gatewayFailure) return 503;
  return null;
}

/** The error page's path for a request URL, in the request's language (English under /en). */
export function errorPagePath(status, url, code) {
  const { pathname } = new URL(url, 'http://site.invalid');
  const prefix = pathname === '/en' || pathname.startsWith('/en/') ? '/en' : '';
  if (status === 404) return `${prefix}/${NOT_FOUND_PAGE}`;
  return `${prefix}/${UNAVAILABLE_PAGE}${code ? `?codigo=${encodeURIComponent(code)}` : ''}`;
}

/** The "too many pages" page's path for a request URL, in the request's language (English under /en). */
export function tooManyPagesPath(url) {
  const { pathname } = new URL(url, 'http://site.invalid');
  return `${pathname === '/en' || pathname.startsWith('/en/') ? '/en' : ''}/${TOO_MANY_PAGES_PAGE}`;
}

/** A visitor's page load (or a crawler's): not the router's own RSC fetches. */
export function isDocumentRequest(method, url, headers) {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (headers['rsc'] || headers['next-router-prefetch'] || headers['next-action']) return false;
  return !new URL(url, 'http://site.invalid').searchParams.has('_rsc');
}
