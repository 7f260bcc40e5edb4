import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/** Hosts the gateway's absolute media URLs point at (the back-ends' media hosts). */
function mediaPatterns(): NonNullable<NextConfig['images']>['remotePatterns'] {
  const hosts = (process.env.MEDIA_HOSTS ?? 'http://localhost:4010,http://127.0.0.1:4010').split(',');
  return hosts.map((h) => {
    const url = new URL(h.trim());
    return {
      protocol: url.protocol.replace(':', '') as 'http' | 'https',
      hostname: url.hostname,
      port: url.port,
      pathname: '/**',
    };
  });
}

const nextConfig: NextConfig = {
  // Separate build folders let several copies build side by side (tests, benches).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@agency/schema'],
  images: {
    remotePatterns: mediaPatterns(),
    // The sandbox's media host is on loopback in development and tests.
    dangerouslyAllowLocalIP: process.env.NODE_ENV !== 'production' || process.env.ALLOW_LOCAL_MEDIA === '1',
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [375, 640, 768, 1024, 1280, 1440, 1920],
    imageSizes: [96, 160, 240, 320, 480],
  },
};

export default withNextIntl(nextConfig);
