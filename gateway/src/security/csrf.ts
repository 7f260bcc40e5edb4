import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';

/** The header every site request carries; a cross-site form post cannot set it without a CORS preflight. */
export const CLIENT_HEADER = 'x-agency-client';

/**
 * Multipart, url-encoded and text/plain posts are "simple" requests a foreign page can send with
 * the visitor's cookies and no preflight; such requests (and GETs) must carry x-agency-client.
 * JSON posts are preflighted by the browser and pass.
 */
export function csrfPlugin() {
  return useCSRFPrevention({ requestHeaders: [CLIENT_HEADER] });
}
