import 'server-only';
import { currentResponseRecord } from './error-pages.mjs';

/** How long a client should wait before asking again after a 503: the site re-reads the gateway within a minute. */
export const RETRY_AFTER_SECONDS = 60;

/**
 * The HTTP status of the page being rendered, for a page that draws an error
 * itself (Next answers 200 for anything that rendered). The site's server
 * sends it, with these headers; the page cache never keeps such a page.
 * Without the site's server (next dev) it does nothing.
 */
export function setResponseStatus(status: number, headers: Record<string, string> = {}): void {
  const record = currentResponseRecord();
  if (!record) return;
  record.status = status;
  Object.assign(record.headers, headers);
}

/** The gateway's 503 with its Retry-After. */
export function setServiceUnavailable(): void {
  setResponseStatus(503, { 'retry-after': String(RETRY_AFTER_SECONDS) });
}

/** Remembers that this request saw the gateway fail: a render that then fails answers with the 503 page. */
export function noteGatewayFailure(code: string): void {
  const record = currentResponseRecord();
  if (record && !record.gatewayFailure) record.gatewayFailure = code;
}
