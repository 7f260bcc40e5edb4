// The per-address budget of page renders, for scripts/serve-brands.mjs (plain JavaScript: the
// site's server loads it outside Next's bundles).

/**
 * The bucket an address is counted in, as the gateway counts it (security/rate-limit.ts): an IPv4
 * address alone (the IPv4-mapped IPv6 form too, as a dual-stack listener sees it), an IPv6 address
 * by its /64, the block one subscriber holds whole (per address, a visitor would have 2^64 budgets).
 */
export function addressBucket(address) {
  const ip = String(address ?? '').split('%')[0];
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}

/** Addresses one budget remembers at most: about 100 bytes each. */
export const RENDER_BUDGET_MAX_KEYS = 50_000;

/**
 * The extensions that make a path a file in the proxy's eyes: proxy.ts's matcher skips a path ending
 * in one (its list must stay this one; render-budget.test.ts compares them).
 */
export const STATIC_FILE_EXTENSIONS = [
  'ico',
  'jpe?g',
  'png',
  'gif',
  'webp',
  'avif',
  'svg',
  'txt',
  'webmanifest',
  'js',
  'css',
  'map',
  'woff2?',
];
const STATIC_FILE = new RegExp(`\\.(?:${STATIC_FILE_EXTENSIONS.join('|')})$`, 'i');

/** A request's path, and the same path decoded (as a route or the public folder reads it; null if malformed). */
function pathsOf(url) {
  const raw = url.split('?')[0] || '/';
  let decoded = null;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Malformed: the server refuses it before this is asked.
  }
  return { raw, decoded };
}

/**
 * Requests whose answer may be a render: everything the app answers (a route's document or its RSC
 * payload, the sitemap, a 404, whatever the path looks like) except Next's build files and image
 * optimizer (which has its own limit), the GraphQL proxy and comp cards (the gateway's limits count
 * those) and the files of `public/` (`publicFiles`: their paths, as served). A path is never taken
 * for a file by its extension: /{id}/x.png renders a page like any other.
 */
export function isPageRequest(url, publicFiles = new Set()) {
  const { raw, decoded } = pathsOf(url);
  if (/^\/(?:_next\/(?:static|image)|api|comp-cards)(?:\/|$)/.test(raw)) return false;
  return !publicFiles.has(raw) && !(decoded !== null && publicFiles.has(decoded));
}

/**
 * A path the proxy never sees (it ends in a file's extension: proxy.ts's matcher) that is no file:
 * below the root it would reach the brands' internal routes as it is, /{locale}/{brand}/…, unrouted
 * and for any brand whatever the Host, so it is refused. At the root (/favicon.ico, /robots.txt) it
 * can only be a route of the app's own (a [locale] of that name is no locale) and goes on; so do
 * Next's own files under /_next/.
 */
export function skipsTheProxy(url, publicFiles = new Set()) {
  const { raw, decoded } = pathsOf(url);
  if (raw.startsWith('/_next/')) return false;
  const looksLikeFile = STATIC_FILE.test(raw) || (decoded !== null && STATIC_FILE.test(decoded));
  if (!looksLikeFile || publicFiles.has(raw) || (decoded !== null && publicFiles.has(decoded))) return false;
  return raw.split('/').filter(Boolean).length >= 2;
}

/**
 * Whether an answer may have cost a render: only one served from the page cache (x-nextjs-cache
 * HIT, or STALE, whose one regeneration per page is shared by every visitor) surely did not. A
 * MISS, a dynamic page (no cache state), an error page and a redirect count (a page's redirect()
 * comes after its data was read: a stale slug costs what its page does).
 */
export function wasRendered(cacheState) {
  const state = String(cacheState ?? '').toUpperCase();
  return state !== 'HIT' && state !== 'STALE';
}

/**
 * A token bucket per address: `burst` renders at once, then `perMinute` a minute. An address with
 * no token left is refused (429 with the seconds until its next one) whatever it asks, cached pages
 * included, until it has one again; requests already in flight are bounded by `maxInFlight` per
 * address, so a burst of concurrent requests cannot spend past the budget before the first answer
 * is counted. Buckets kept in the order they were last used: full ones are forgotten (they are what
 * an unseen address gets), and at `maxKeys` the least recently used goes (forgetting only lets a
 * visitor through sooner).
 */
export function createRenderBudget({
  perMinute,
  burst,
  maxInFlight,
  maxKeys = RENDER_BUDGET_MAX_KEYS,
  now = Date.now,
}) {
  const perMs = perMinute / 60_000;
  const buckets = new Map();
  const inFlight = new Map();
  const current = (key, at) => {
    const bucket = buckets.get(key);
    if (!bucket) return burst;
    return Math.min(burst, bucket.tokens + (at - bucket.at) * perMs);
  };
  const store = (key, tokens, at) => {
    buckets.delete(key);
    if (tokens >= burst) return;
    while (buckets.size >= maxKeys) buckets.delete(buckets.keys().next().value);
    buckets.set(key, { tokens, at });
  };
  return {
    /** Seconds until `key` may ask again, or 0 when it may now. */
    retryAfter(key) {
      const at = now();
      const tokens = current(key, at);
      if ((inFlight.get(key) ?? 0) >= maxInFlight) return 1;
      return tokens >= 1 ? 0 : Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
    },
    /** A request of `key` starts; the returned function ends it, counting a render when it made one. */
    start(key) {
      inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
      let ended = false;
      return (rendered) => {
        if (ended) return;
        ended = true;
        const left = (inFlight.get(key) ?? 1) - 1;
        if (left > 0) inFlight.set(key, left);
        else inFlight.delete(key);
        if (!rendered) return;
        const at = now();
        // An address that overspent (renders already in flight when its tokens ran out) waits them
        // off too, at most one burst's worth.
        store(key, Math.max(-burst, current(key, at) - 1), at);
      };
    },
    size: () => buckets.size,
  };
}
