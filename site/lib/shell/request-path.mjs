// Plain JavaScript: the site's server (scripts/serve-brands.mjs) loads it outside Next's bundles.

/**
 * Whether a request target's path is well-formed percent-encoding. Next and the routing decode path
 * segments and throw on a malformed one (`/%zz`, a cut-off `%E0%A4`), which answered 500 and logged
 * a stack; the server answers such a request 400 before anything reads it. The query is not checked:
 * search parameters are decoded leniently.
 */
export function wellFormedPath(requestUrl) {
  const queryStart = requestUrl.search(/[?#]/);
  const path = queryStart === -1 ? requestUrl : requestUrl.slice(0, queryStart);
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export const MALFORMED_PATH_MESSAGE = 'Bad request: the address has malformed percent-encoding.\n';
