import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './lib/security/headers';
import { DEVICE_WIDTHS, IMAGE_WIDTHS } from '@agency/schema/image-widths';

// Messages are compiled at build time (ICU syntax to a compact form), so the browser gets no
// message parser: 8 KB less JavaScript on every page, and no parsing while a page hydrates. A
// compiled message is not a string: t.raw() returns the compiled form (format with t() instead).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { format: 'json', path: './messages', locales: ['pt', 'en'], precompile: true } },
});

/**
 * The back-ends' media hosts, which the gateway's absolute media URLs point at: the panels and the
 * talent media CDN (the sandbox's on its port + 1). Read at build time too: the pages' CSP names them.
 */
const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 4010);
const MEDIA_HOSTS = (
  process.env.MEDIA_HOSTS ??
  `http://localhost:${SANDBOX_PORT},http://127.0.0.1:${SANDBOX_PORT},http://localhost:${SANDBOX_PORT + 1}`
)
  .split(',')
  .map((h) => new URL(h.trim()));

/**
 * The paths media live under on those hosts (MEDIA_PATHS, comma-separated globs): a back-end's
 * media/ folder, a panel's storage/ (each at the root or under one path segment, a back-end's
 * base path), and a CDN's <account>/image/upload/. Nothing else on a media host (a panel's API,
 * say) may be fetched through the optimizer.
 */
const MEDIA_PATHS = (process.env.MEDIA_PATHS ?? '/media/**,/*/media/**,/storage/**,/*/storage/**,/*/image/upload/**')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);

/**
 * The optimizer's disk ceiling (SITE_IMAGE_CACHE_MAX_BYTES, 256 MiB by default): Next's default is
 * half the free disk. Past it, the least recently used variants are deleted.
 */
const IMAGE_CACHE_MAX_BYTES = Number(process.env.SITE_IMAGE_CACHE_MAX_BYTES ?? 256 * 1024 * 1024);

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Separate build folders (folders of site/) let several copies build side by side (tests, benches). */
const DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next';

const nextConfig: NextConfig = {
  distDir: DIST_DIR,
  // Rendered pages, route answers and gateway fetches live in memory under a byte ceiling
  // (SITE_CACHE_MAX_BYTES), never on disk, and 404s and redirects are not kept: see the handler.
  // An absolute path: Next compiles this file to CommonJS with __dirname set to site/ (the process
  // may run from elsewhere, e.g. the repository root in the container).
  cacheHandler: path.join(
    typeof __dirname === 'string' ? __dirname : process.cwd(),
    'lib/cache/memory-cache-handler.mjs',
  ),
  // Next's own memory layer belongs to its default (file) handler; the handler above replaces both.
  cacheMaxMemorySize: 0,
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@agency/schema'],
  images: {
    // The optimizer (/_next/image) serves the panels' media at the widths the pages ask for
    // (lib/media/image-loader.ts writes every image URL: talent media go to their CDN instead).
    // Media paths of the media hosts only, and no query string: each distinct URL is an encode and a
    // file on disk, so `?v=1`, `?v=2`... must not mint new ones.
    remotePatterns: MEDIA_HOSTS.flatMap((url) =>
      MEDIA_PATHS.map((pathname) => ({
        protocol: url.protocol.replace(':', '') as 'http' | 'https',
        hostname: url.hostname,
        port: url.port,
        pathname,
        search: '',
      })),
    ),
    // The site's own images the optimizer may read: its static pictures (public/selector/), never a
    // route of the site (a comp card's PDF through /_next/image would be generated for the optimizer,
    // under the site's own name at the gateway, not the visitor's).
    localPatterns: [{ pathname: '/selector/**', search: '' }],
    // One quality (next/image's default): every other value would be one more encode of each image.
    qualities: [75],
    maximumDiskCacheSize: IMAGE_CACHE_MAX_BYTES,
    // Only when a media host was configured on loopback (the embedded sandbox).
    dangerouslyAllowLocalIP:
      MEDIA_HOSTS.some((url) => LOOPBACK.has(url.hostname)) || process.env.ALLOW_LOCAL_MEDIA === '1',
    formats: ['image/avif', 'image/webp'],
    deviceSizes: DEVICE_WIDTHS,
    imageSizes: IMAGE_WIDTHS,
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(MEDIA_HOSTS.map((u) => u.origin)) }];
  },
};

export default withNextIntl(nextConfig);
