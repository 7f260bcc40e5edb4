// The site's cache tags and the announcement that revalidates them: one rule for the site (which
// tags its gateway reads and pages carry), the gateway (which tags its revalidate hook announces)
// and a CDN in front (the same tags are the pages' Cache-Tag). Plain JavaScript: the site's cache
// handler loads it outside Next's bundles.

/**
 * The Redis channel on which the gateway's revalidate hook tells every site replica which tags to
 * revalidate. Not kept per release, unlike the cache's keys: the message ({ "tags": [...] }) is a
 * contract between versions, so a hook handled by a new gateway during a rolling update still
 * reaches the replicas of the old release.
 */
export const SITE_REVALIDATE_CHANNEL = 'agency:site:revalidate';

/** Every gateway read, so every page. */
export const ALL_CONTENT_TAG = 'content';
/** Reads no brand owns (the scouting form's options). */
export const SHARED_CONTENT_TAG = 'content:shared';

const TAG = /^content(?::[a-z0-9-]{1,40})?$/;
const MAX_TAGS = 16;

/** One brand's reads and pages: `content:<brand key>`. */
export const brandContentTag = (brandKey) => `content:${brandKey}`;

/** The tags of a gateway read (and so of the pages built from it), by the brand it reads; null: no brand. */
export function readTags(brandKey) {
  return [ALL_CONTENT_TAG, brandKey ? brandContentTag(brandKey) : SHARED_CONTENT_TAG];
}

/**
 * The tags a revalidate hook's match covers: a brand's own (and, for options or a whole brand,
 * the shared reads), or everything when no brand is named (the integration service's talents
 * belong to every brand).
 */
export function revalidationTags(match) {
  if (!match.brand) return [ALL_CONTENT_TAG];
  const tags = [brandContentTag(match.brand)];
  if (match.type === undefined || match.type === 'options') tags.push(SHARED_CONTENT_TAG);
  return tags;
}

/** The announcement's text. */
export function encodeRevalidation(tags) {
  return JSON.stringify({ tags });
}

/** The tags an announcement names, or null when it is not one (anything else on the channel is ignored). */
export function parseRevalidation(raw) {
  let message;
  try {
    message = JSON.parse(raw);
  } catch {
    return null;
  }
  const tags = message && typeof message === 'object' ? message.tags : undefined;
  if (!Array.isArray(tags) || tags.length === 0 || tags.length > MAX_TAGS) return null;
  if (!tags.every((tag) => typeof tag === 'string' && TAG.test(tag))) return null;
  return [...new Set(tags)];
}
