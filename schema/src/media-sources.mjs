// The media sources of a deployment (MEDIA_HOSTS): where the pages' photos and videos may come from,
// read alike by the site's image optimizer and CSP and by the gateway's comp cards. An entry is an
// origin (a panel's own host) or an account's path on a CDN shared by many customers
// (https://res.cloudinary.com/<account>/): a shared CDN's bare host would let every domain of ours
// serve, optimize and print any customer's pictures, so it is refused.

/** CDNs whose one host serves every customer, each under a path of its own (its account, cloud or bucket). */
const SHARED_CDN_HOSTS = [
  /^res(?:-\d+)?\.cloudinary\.com$/,
  /^ik\.imagekit\.io$/,
  /^imagedelivery\.net$/,
  /^images\.ctfassets\.net$/,
  /^cdn\.sanity\.io$/,
  /^storage\.googleapis\.com$/,
  /^firebasestorage\.googleapis\.com$/,
  /^s3(?:[.-][a-z0-9-]+)?\.amazonaws\.com$/,
  /^[a-z0-9-]+\.blob\.core\.windows\.net$/,
];

/** Whether `hostname` is a CDN host shared by many accounts. */
export function isSharedCdnHost(hostname) {
  return SHARED_CDN_HOSTS.some((pattern) => pattern.test(hostname.toLowerCase()));
}

/**
 * One entry of MEDIA_HOSTS as { origin, prefix }: `prefix` is the path every allowed URL starts
 * with (`/` for a whole origin, `/<account>/` for an account's path). Throws with what is wrong.
 */
export function parseMediaSource(entry) {
  let url;
  try {
    url = new URL(entry);
  } catch {
    throw new Error(
      `must list origins like https://media.example.com or account paths like https://res.cloudinary.com/<account>/, got '${entry}'`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`takes http(s) addresses only, got '${entry}'`);
  if (url.username || url.password || url.search || url.hash)
    throw new Error(`takes an origin or a path, with no credentials, query or fragment, got '${entry}'`);
  const prefix = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  if (prefix === '/' && isSharedCdnHost(url.hostname))
    throw new Error(
      `names ${url.origin}, a CDN shared by every one of its customers: name the agency's own account path (${url.origin}/<account>/)`,
    );
  return { origin: url.origin, prefix };
}

/** Every entry of a comma-separated MEDIA_HOSTS value, duplicates once. Throws with the first wrong one. */
export function parseMediaSources(raw) {
  const seen = new Map();
  for (const entry of String(raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const source = parseMediaSource(entry);
    seen.set(`${source.origin}${source.prefix}`, source);
  }
  return [...seen.values()];
}

/** Whether `url` (a URL or a string) is within one of `sources`. */
export function mediaSourcesAllow(sources, url) {
  let parsed;
  try {
    parsed = typeof url === 'string' ? new URL(url) : url;
  } catch {
    return false;
  }
  return sources.some((source) => parsed.origin === source.origin && parsed.pathname.startsWith(source.prefix));
}

/** The source as a CSP source expression: the origin, or the origin with its path (a prefix match ending in /). */
export function cspSource(source) {
  return source.prefix === '/' ? source.origin : `${source.origin}${source.prefix}`;
}

/**
 * A media path pattern (MEDIA_PATHS: `/*\/image/upload/**`) narrowed to the paths below `prefix`,
 * or null when none of its paths is there: each leading segment of the prefix must be the pattern's
 * `*` (then it becomes that segment), the same segment, or `**` (the rest of the prefix matches).
 */
export function narrowPathPattern(pattern, prefix) {
  const wanted = prefix.split('/').filter(Boolean);
  const segments = pattern.split('/').filter(Boolean);
  const narrowed = [];
  for (let i = 0; i < wanted.length; i += 1) {
    const segment = segments[i];
    if (segment === '**') return `/${[...narrowed, ...wanted.slice(i), '**'].join('/')}`;
    if (segment !== '*' && segment !== wanted[i]) return null;
    narrowed.push(wanted[i]);
  }
  const rest = segments.slice(wanted.length);
  return rest.length === 0 ? null : `/${[...narrowed, ...rest].join('/')}`;
}
