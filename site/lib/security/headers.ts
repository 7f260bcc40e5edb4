import { siteConfig } from '../config';
/**
 * Security headers for every response of the site.
 *
 * Scripts: pages are cached (ISR), and a nonce-based CSP would force every page
 * to render per request, so script-src keeps 'unsafe-inline' for Next's inline
 * bootstrap; everything else is locked to the site itself, the media hosts and
 * the two video players. No third-party script origin is allowed at all.
 */
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];
const MAP_FRAMES = ['https://www.google.com', 'https://maps.google.com'];
const VIDEO_THUMBNAILS = ['https://i.ytimg.com', 'https://i.vimeocdn.com'];

export function contentSecurityPolicy(mediaOrigins: string[], dev = !siteConfig.production): string {
  const media = mediaOrigins.join(' ');
  const directives: Record<string, string> = {
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

export function securityHeaders(mediaOrigins: string[]): { key: string; value: string }[] {
  const production = siteConfig.production;
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(mediaOrigins) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(production && !siteConfig.disableHsts
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }]
      : []),
  ];
}
