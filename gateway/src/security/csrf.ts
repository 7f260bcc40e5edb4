import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { Plugin } from 'graphql-yoga';
import { codedError } from '../errors';

/** The header every site request carries; a cross-site form post cannot set it without a CORS preflight. */
export const CLIENT_HEADER = 'x-agency-client';

/**
 * A GET that names a persisted document and no text: it runs one of the manifest's documents, and
 * a GET can only read (yoga refuses mutations over GET), so a foreign page that makes a browser send
 * it learns nothing and changes nothing. It needs no header, so CDNs and browsers can cache it.
 */
function isPersistedRead(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const at = request.url.indexOf('?');
  if (at < 0) return false;
  const search = new URLSearchParams(request.url.slice(at + 1));
  return search.has('documentId') && !search.has('query');
}

/**
 * Multipart, url-encoded and text/plain posts are "simple" requests a foreign page can send with
 * the visitor's cookies and no preflight; such requests (and GETs other than persisted reads)
 * must carry x-agency-client. JSON posts are preflighted by the browser and pass.
 */
export function csrfPlugin(): Plugin {
  const guard = useCSRFPrevention({ requestHeaders: [CLIENT_HEADER] });
  return {
    onRequestParse(payload) {
      if (isPersistedRead(payload.request)) return;
      try {
        return guard.onRequestParse?.(payload);
      } catch {
        // The plugin's own refusal names no header and carries no code.
        throw codedError(
          'CSRF_HEADER_REQUIRED',
          `Required header ${CLIENT_HEADER} is missing: send it (any value) with a GET that runs a document text, or with a multipart, url-encoded or text/plain POST (JSON posts and GETs of a documentId need none).`,
          { header: CLIENT_HEADER },
        );
      }
    },
  };
}
