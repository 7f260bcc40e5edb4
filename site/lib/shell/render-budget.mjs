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
 * A visitor's budget of renders: `burst` at once, then `perMinute` a minute. Counted per visitor
 * token (lib/shell/visitor-token.mjs, a signed cookie the site gives on a page it answers), and per
 * address for a request that brings none: a script that keeps no cookie is one visitor, and one that
 * keeps one is one visitor too. The visitors behind one address (a carrier's NAT, an office) share
 * a crowd ceiling of CROWD_VISITORS visitors' budgets, which bounds a script that mints token after
 * token; tokens themselves are given at most NEW_VISITORS' pace per address.
 */
export const CROWD_VISITORS = 10;
/** New visitor tokens one address is given: a crowd arriving, not a script asking for one per page. */
export const NEW_VISITORS = { perMinute: 120, burst: 120 };

/**
 * Token buckets in this process's memory: `spend(key, rule, cost, at, ifAvailable)` refills the
 * key's bucket to `at`, spends `cost` (only when there is that much, with `ifAvailable`; an
 * overspent bucket goes at most one burst below zero) and says { tokens, spent }. Kept in the order
 * they were last spent on: full ones are forgotten (they are what an unseen key gets), and at
 * `maxKeys` the least recently used goes (forgetting only lets a visitor through sooner).
 */
export function createMemoryBuckets({ maxKeys = RENDER_BUDGET_MAX_KEYS } = {}) {
  const buckets = new Map();
  return {
    spend(key, rule, cost, at, ifAvailable = false) {
      const bucket = buckets.get(key);
      let tokens = bucket
        ? Math.min(rule.burst, bucket.tokens + Math.max(0, at - bucket.at) * (rule.perMinute / 60_000))
        : rule.burst;
      const spent = cost > 0 && (!ifAvailable || tokens >= cost);
      if (spent) {
        tokens = Math.max(-rule.burst, tokens - cost);
        buckets.delete(key);
        if (tokens < rule.burst) {
          while (buckets.size >= maxKeys) buckets.delete(buckets.keys().next().value);
          buckets.set(key, { tokens, at });
        }
      }
      return { tokens, spent };
    },
    size: () => buckets.size,
  };
}

/** The same buckets in Redis, one hash per key, gone once it would be full again: atomic across replicas. */
const SPEND_SCRIPT = `
local burst = tonumber(ARGV[1])
local perMs = tonumber(ARGV[2])
local at = tonumber(ARGV[3])
local cost = tonumber(ARGV[4])
local stored = redis.call('HMGET', KEYS[1], 't', 'a')
local tokens = burst
if stored[1] then
  tokens = math.min(burst, tonumber(stored[1]) + math.max(0, at - tonumber(stored[2])) * perMs)
end
local spent = 0
if cost > 0 and (ARGV[5] ~= '1' or tokens >= cost) then
  tokens = math.max(-burst, tokens - cost)
  spent = 1
  redis.call('HSET', KEYS[1], 't', tostring(tokens), 'a', tostring(at))
  redis.call('PEXPIRE', KEYS[1], math.max(1, math.ceil((burst - tokens) / perMs)))
end
return { tostring(tokens), spent }
`;

/**
 * Buckets shared by every replica through Redis (SITE_REDIS_URL), so a visitor has one budget
 * however many instances answer it. When Redis fails, this process's own buckets answer (the
 * budget fails open to one per instance) and `onError` is told.
 */
export function createRedisBuckets(
  client,
  { prefix = 'agency:site:render-budget:', fallback, onError = () => {} } = {},
) {
  const local = fallback ?? createMemoryBuckets();
  client.defineCommand('agencyRenderBudgetSpend', { numberOfKeys: 1, lua: SPEND_SCRIPT });
  return {
    async spend(key, rule, cost, at, ifAvailable = false) {
      try {
        const [tokens, spent] = await client.agencyRenderBudgetSpend(
          `${prefix}${key}`,
          rule.burst,
          rule.perMinute / 60_000,
          at,
          cost,
          ifAvailable ? '1' : '0',
        );
        return { tokens: Number(tokens), spent: Number(spent) === 1 };
      } catch (error) {
        onError(error);
        return local.spend(key, rule, cost, at, ifAvailable);
      }
    },
  };
}

/**
 * The render budget over `buckets` (memory or Redis). A request is `who` = { address (its bucket,
 * addressBucket), visitor (a verified token's id, or null) }. One with no token left is refused
 * (429 with the seconds until its next one) whatever it asks, cached pages included; requests in
 * flight are bounded by `maxInFlight` per visitor (a crowd's ceiling per address), so a burst of
 * concurrent requests cannot spend past the budget before the first answer is counted.
 */
export function createRenderBudget({ buckets, perMinute, burst, maxInFlight, now = Date.now }) {
  const visitorRule = { perMinute, burst };
  const crowdRule = { perMinute: perMinute * CROWD_VISITORS, burst: burst * CROWD_VISITORS };
  const inFlight = new Map();
  const keysOf = ({ address, visitor }) =>
    visitor
      ? [
          { key: `v:${visitor}`, rule: visitorRule, flight: maxInFlight },
          { key: `c:${address}`, rule: crowdRule, flight: maxInFlight * CROWD_VISITORS },
        ]
      : [{ key: `a:${address}`, rule: visitorRule, flight: maxInFlight }];
  const secondsUntilOne = (tokens, rule) =>
    tokens >= 1 ? 0 : Math.max(1, Math.ceil((1 - tokens) / (rule.perMinute / 60_000) / 1000));
  return {
    /** Seconds until `who` may ask again, or 0 when it may now. */
    async retryAfter(who) {
      let wait = 0;
      for (const { key, rule, flight } of keysOf(who)) {
        if ((inFlight.get(key) ?? 0) >= flight) wait = Math.max(wait, 1);
        const { tokens } = await buckets.spend(key, rule, 0, now());
        wait = Math.max(wait, secondsUntilOne(tokens, rule));
      }
      return wait;
    },
    /** A request of `who` starts; the returned function ends it, counting a render when it made one. */
    start(who) {
      const keys = keysOf(who);
      for (const { key } of keys) inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
      let ended = false;
      return async (rendered) => {
        if (ended) return;
        ended = true;
        for (const { key } of keys) {
          const left = (inFlight.get(key) ?? 1) - 1;
          if (left > 0) inFlight.set(key, left);
          else inFlight.delete(key);
        }
        // An overspent visitor (renders already in flight when its tokens ran out) waits them off too.
        if (rendered) await Promise.all(keys.map(({ key, rule }) => buckets.spend(key, rule, 1, now())));
      };
    },
    /** Whether `address` may be given a new visitor token now (NEW_VISITORS a minute); counts it when so. */
    async mayMintVisitor(address) {
      return (await buckets.spend(`m:${address}`, NEW_VISITORS, 1, now(), true)).spent;
    },
  };
}
