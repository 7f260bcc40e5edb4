// Security headers for every answer of the site, set by its server (scripts/serve-brands.mjs) when
// it answers, from the settings it started with: one build serves every deployment, and the CSP
// names the media hosts of this one. Plain JavaScript: the server loads it outside Next's bundles.
//
// Scripts: pages are cached (ISR), and a nonce-based CSP would force every page to render per
// request; instead the site's server puts the hashes of each page's inline bootstrap into
// script-src in place of 'unsafe-inline' (lib/shell/hashed-scripts.mjs), which stays here only for
// an answer that carries no bootstrap. Everything else is locked to the site itself, the media
// hosts and the two video players. No third-party script origin is allowed at all.

const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];
const MAP_FRAMES = ['https://www.google.com', 'https://maps.google.com'];
const VIDEO_THUMBNAILS = ['https://i.ytimg.com', 'https://i.vimeocdn.com'];

/**
 * The CSP for pages whose media come from `mediaSources` (origins, or an account's path on a shared
 * CDN, which a CSP matches as a prefix); `dev` adds what `next dev` needs (eval, its socket).
 */
export function contentSecurityPolicy(mediaSources, dev = false) {
  const media = mediaSources.join(' ');
  const directives = {
    'default-src': "'self'",
    'script-src': `'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    'style-src': "'self' 'unsafe-inline'",
    'img-src': `'self' data: blob: ${media} ${VIDEO_THUMBNAILS.join(' ')}`,
    'media-src': `'self' blob: ${media}`,
    'font-src': "'self' data:",
    'connect-src': `'self'${dev ? ' ws: wss:' : ''}`,
    'frame-src': [...VIDEO_FRAMES, ...MAP_FRAMES].join(' '),
    'frame-ancestors': "'none'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** Every security header, as [name, value] pairs. HSTS only in production, unless turned off (no TLS in front). */
export function securityHeaders({ mediaSources, dev = false, hsts = !dev }) {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(mediaSources, dev)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...(hsts ? [['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload']] : []),
  ];
}
