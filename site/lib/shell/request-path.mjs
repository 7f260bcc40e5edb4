// Plain JavaScript: the site's server (scripts/serve-brands.mjs) loads it outside Next's bundles.

/**
 * Whether a request target is a path this server can read: it starts with a single '/' (a target
 * like `//[` or `//host/x` is read by URL parsers as a host, and `//[` threw inside the request
 * listener: no answer until the timeout, a stack per request), it parses as a URL, and its path is
 * well-formed percent-encoding (Next and the routing decode path segments and throw on a malformed
 * one, `/%zz`, a cut-off `%E0%A4`). The server answers anything else 400 before anything reads it.
 * The query is not checked: search parameters are decoded leniently.
 */
export function wellFormedPath(requestUrl) {
  if (!requestUrl.startsWith('/') || requestUrl.startsWith('//')) return false;
  try {
    new URL(requestUrl, 'http://localhost');
  } catch {
    return false;
  }
  const queryStart = requestUrl.search(/[?#]/);
  const path = queryStart === -1 ? requestUrl : requestUrl.slice(0, queryStart);
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export const MALFORMED_PATH_MESSAGE =
  'Bad request: the address is not a well-formed path (one leading slash, no malformed percent-encoding).\n';
