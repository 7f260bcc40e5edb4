// Plain JavaScript: the site's server (scripts/serve-brands.mjs) loads it outside Next's bundles.

/**
 * A redirect keeps the visitor's query string: a campaign link (`?utm_source=…`) to a profile under
 * an old name or the wrong category must arrive with its tags. Pages redirect to their canonical
 * path without knowing the query (their answers can be cached and shared), so the server adds it:
 * only when the target carries no query of its own, which a redirect that sets one means.
 */
export function locationWithQuery(location, requestUrl) {
  const queryStart = requestUrl.indexOf('?');
  const query = queryStart === -1 ? '' : requestUrl.slice(queryStart + 1);
  if (!query || location.includes('?')) return location;
  const hashStart = location.indexOf('#');
  return hashStart === -1
    ? `${location}?${query}`
    : `${location.slice(0, hashStart)}?${query}${location.slice(hashStart)}`;
}

/**
 * Set by the proxy beside Location on a redirect to another brand's site. Next turns a proxy
 * redirect whose host is its own (the host and port it was started with: locally the main brand's
 * port) into a relative one, which on a sister brand's port would lead to that brand's own page;
 * the site's server puts this absolute address back and drops the header.
 */
export const CROSS_SITE_LOCATION_HEADER = 'x-agency-cross-site-location';
