import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { DEVICE_WIDTHS, IMAGE_WIDTHS } from '@agency/schema/image-widths';
import { readStartSettings, runtimeNextConfig } from './lib/shell/start-settings.mjs';
import { readCacheSettings } from './lib/cache/cache-settings.mjs';

// Messages are compiled at build time (ICU syntax to a compact form), so the browser gets no
// message parser: 8 KB less JavaScript on every page, and no parsing while a page hydrates. A
// compiled message is not a string: t.raw() returns the compiled form (format with t() instead).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { format: 'json', path: './messages', locales: ['pt', 'en'], precompile: true } },
});

/** Separate build folders (folders of site/) let several copies build side by side (tests, benches). */
const DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next';

/**
 * One build for every deployment: nothing here names a host. The media hosts (the optimizer's
 * remote patterns) and the security headers (the CSP names the media hosts) are set when the server
 * starts, from its environment (scripts/serve-brands.mjs, lib/shell/start-settings.mjs).
 */
const nextConfig: NextConfig = {
  distDir: DIST_DIR,
  // A self-contained server folder (<distDir>/standalone) holding only what the pages use; the
  // release (scripts/release.mjs) adds the static files and the brand server to it.
  output: 'standalone',
  // The workspace root, so the traced files of @agency/schema are found.
  outputFileTracingRoot: path.join(typeof __dirname === 'string' ? __dirname : process.cwd(), '..'),
  // The release's id (RELEASE_ID, set by scripts/release.mjs): assets are asked with ?dpl=<id> and
  // a client whose pages came from another release reloads instead of asking for chunks it lacks.
  deploymentId: process.env.RELEASE_ID || undefined,
  // Rendered pages, route answers and gateway fetches live in Redis, shared by every replica, when
  // SITE_REDIS_URL is set, else in memory under a byte ceiling (SITE_CACHE_MAX_BYTES); never on
  // disk, and 404s and redirects are not kept: see the handler.
  // An absolute path: Next compiles this file to CommonJS with __dirname set to site/ (the process
  // may run from elsewhere, e.g. the repository root in the container).
  cacheHandler: path.join(
    typeof __dirname === 'string' ? __dirname : process.cwd(),
    'lib/cache/site-cache-handler.mjs',
  ),
  // Next's own memory layer belongs to its default (file) handler; the handler above replaces both.
  cacheMaxMemorySize: 0,
  // Pages past freshness are served stale for SITE_STALE_SECONDS at most (the server sets it again
  // from its own environment when it starts: lib/shell/start-settings.mjs).
  expireTime: readCacheSettings().pageExpireSeconds,
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@agency/schema'],
  images: {
    // The optimizer (/_next/image) serves the panels' media at the widths the pages ask for
    // (lib/media/image-loader.ts writes every image URL: talent media go to their CDN instead).
    // Which hosts, the disk ceiling and loopback are the deployment's: set when the server starts.
    remotePatterns: [],
    // The site's own images the optimizer may read: its static pictures (public/selector/), never a
    // route of the site (a comp card's PDF through /_next/image would be generated for the optimizer,
    // under the site's own name at the gateway, not the visitor's).
    localPatterns: [{ pathname: '/selector/**', search: '' }],
    // One quality (next/image's default): every other value would be one more encode of each image.
    qualities: [75],
    formats: ['image/avif', 'image/webp'],
    deviceSizes: DEVICE_WIDTHS,
    imageSizes: IMAGE_WIDTHS,
  },
};

/** `next dev` reads this file when it starts, so the media settings are read then; a build leaves them out. */
export default function config(phase: string): NextConfig {
  const forPhase =
    phase === PHASE_DEVELOPMENT_SERVER
      ? runtimeNextConfig(nextConfig, readStartSettings(process.env, { dev: true }))
      : nextConfig;
  return withNextIntl(forPhase);
}
