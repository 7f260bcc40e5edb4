import type { Backend } from '../backends';

/** What the back-ends' answers link to as media: an image or video file, a panel's storage, a CDN's upload path. */
const MEDIA_URL =
  /^https?:\/\/[^\s"]+\.(?:jpe?g|png|webp|avif|gif|mp4|webm)(?:\?[^\s"]*)?$|^https?:\/\/[^\s"]+\/image\/upload\//i;
const MEDIA_PATH = /^\/(?:storage|media)\/[^\s"]+$/;

/**
 * The media origins the back-ends' answers point at, each with the first URL seen there: absolute
 * media URLs (the talent CDN) as they are, root-relative panel paths (`/storage/…`) joined to their
 * back-end's public media base, as the gateway joins them for the pages.
 */
export function mediaOrigins(
  answers: Iterable<readonly [Backend, unknown]>,
  mediaBase: (backend: Backend) => string,
): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (value: unknown, backend: Backend) => {
    if (typeof value === 'string') {
      let url: string | null = null;
      if (MEDIA_URL.test(value)) url = value;
      else if (MEDIA_PATH.test(value)) url = `${mediaBase(backend)}${value}`;
      if (url) {
        const origin = new URL(url).origin;
        if (!found.has(origin)) found.set(origin, url);
      }
    } else if (Array.isArray(value)) for (const item of value) visit(item, backend);
    else if (value && typeof value === 'object') for (const item of Object.values(value)) visit(item, backend);
  };
  for (const [backend, body] of answers) visit(body, backend);
  return found;
}

/** The origins a CSP allows images from (its img-src, or default-src without one). */
export function imageSources(csp: string): string[] {
  const directives = new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values] as const),
  );
  return [...(directives.get('img-src') ?? directives.get('default-src') ?? [])];
}

/**
 * Whether a CSP source expression lets a page load `url`: an origin allows its every path, a path
 * ending in / (an account's path on a shared CDN) what lies below it, any other path only itself.
 */
export function cspSourceAllows(source: string, url: string): boolean {
  let parsed: URL;
  let allowed: URL;
  try {
    parsed = new URL(url);
    allowed = new URL(source);
  } catch {
    return false;
  }
  if (allowed.origin !== parsed.origin) return false;
  return allowed.pathname.endsWith('/')
    ? parsed.pathname.startsWith(allowed.pathname)
    : parsed.pathname === allowed.pathname;
}

export interface SiteMediaCheck {
  origin: string;
  sample: string;
  /** The site's CSP lets pages show images from this origin. */
  allowed: boolean;
  /** The sample's HTTP status and type, or what went wrong. */
  answer: string;
  answers: boolean;
}

/**
 * For each media origin: is it in the running site's CSP (read from its home page), and does a
 * sample file answer with a media type? A page whose photos fail either shows empty frames.
 */
export async function checkSiteMedia(
  siteUrl: string,
  origins: Map<string, string>,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 10_000,
): Promise<{ csp: string | null; checks: SiteMediaCheck[] }> {
  let csp: string | null = null;
  try {
    const home = await fetchImpl(siteUrl, { signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    csp = home.headers.get('content-security-policy');
    await home.body?.cancel();
  } catch {
    csp = null;
  }
  const allowedSources = csp ? imageSources(csp) : [];
  const checks: SiteMediaCheck[] = [];
  for (const [origin, sample] of origins) {
    let answer: string;
    let answers = false;
    try {
      const response = await fetchImpl(sample, { signal: AbortSignal.timeout(timeoutMs) });
      const type = response.headers.get('content-type') ?? '';
      answers = response.ok && /^(image|video)\//.test(type);
      answer = `${response.status} ${type || 'no type'}`;
      await response.body?.cancel();
    } catch (error) {
      answer = error instanceof Error ? error.message : String(error);
    }
    checks.push({
      origin,
      sample,
      allowed: allowedSources.some((source) => cspSourceAllows(source, sample)),
      answer,
      answers,
    });
  }
  return { csp, checks };
}
