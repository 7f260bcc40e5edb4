import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './lib/security/headers';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/** The back-ends' media hosts, which the gateway's absolute media URLs point at. */
const MEDIA_HOSTS = (process.env.MEDIA_HOSTS ?? 'http://localhost:4010,http://127.0.0.1:4010')
  .split(',')
  .map((h) => new URL(h.trim()));

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

const nextConfig: NextConfig = {
  // Separate build folders let several copies build side by side (tests, benches).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@agency/schema'],
  images: {
    remotePatterns: MEDIA_HOSTS.map((url) => ({
      protocol: url.protocol.replace(':', '') as 'http' | 'https',
      hostname: url.hostname,
      port: url.port,
      pathname: '/**',
    })),
    // Only when a media host was configured on loopback (the embedded sandbox).
    dangerouslyAllowLocalIP:
      MEDIA_HOSTS.some((url) => LOOPBACK.has(url.hostname)) || process.env.ALLOW_LOCAL_MEDIA === '1',
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [375, 640, 768, 1024, 1280, 1440, 1920],
    imageSizes: [96, 160, 240, 320, 480],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(MEDIA_HOSTS.map((u) => u.origin)) }];
  },
};

export default withNextIntl(nextConfig);
