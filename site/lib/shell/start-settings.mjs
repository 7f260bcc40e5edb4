// The settings the site's server reads when it starts (scripts/serve-brands.mjs; next.config.ts in
// development): where it listens, the media hosts (the image optimizer's remote patterns and the
// pages' CSP), and in production the settings it cannot run without. Read once per process, from
// the environment, so one build serves every deployment. Plain JavaScript: the server loads it
// outside Next's bundles. The app's own variables are checked by lib/config.ts.
import { productionProblems, sandboxDemo, withFileSecrets } from '@agency/schema/deployment';
import { readOnOff } from '@agency/schema/forwarded';
import { cspSource, narrowPathPattern, parseMediaSources } from '@agency/schema/media-sources';
import { readCacheSettings } from '../cache/cache-settings.mjs';
import { wholeNumber } from './whole-number.mjs';

/** The site's secrets: each may also be given as a file (NAME_FILE). SITE_REDIS_URL holds Redis' password. */
export const SITE_SECRETS = ['SITE_GATEWAY_SECRET', 'SITE_REDIS_URL'];

/** A media host on this machine: localhost, IPv6 loopback, or any address of 127.0.0.0/8. */
const isLoopback = (hostname) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
const DEFAULT_MEDIA_PATHS = '/media/**,/*/media/**,/storage/**,/*/storage/**,/*/image/upload/**';
const DEFAULT_IMAGE_CACHE_MAX_BYTES = 256 * 1024 * 1024;

function list(raw) {
  return (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** MEDIA_HOSTS' entries (@agency/schema/media-sources): origins and accounts' paths; a wrong one stops the start by name. */
function mediaSources(raw) {
  try {
    return parseMediaSources(raw);
  } catch (error) {
    throw new Error(`MEDIA_HOSTS ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Reads the settings, or throws one error naming every variable at fault. `dev` is `next dev`:
 * nothing is required there. In production, GATEWAY_URL, SITE_GATEWAY_SECRET and MEDIA_HOSTS are
 * required and MEDIA_HOSTS may not name the sandbox, unless SANDBOX_URL says the demo is meant
 * (its panels and CDN are then the media hosts). Outside production the local sandbox
 * (SANDBOX_PORT) is the default.
 */
export function readStartSettings(given, { dev = false } = {}) {
  const env = withFileSecrets(given, SITE_SECRETS);
  const demo = sandboxDemo(env);
  const production = !dev;
  const problems =
    production && !demo
      ? productionProblems(env, {
          required: ['GATEWAY_URL', 'SITE_GATEWAY_SECRET', 'MEDIA_HOSTS'],
          urls: ['MEDIA_HOSTS'],
        })
      : [];
  if (problems.length > 0) throw new Error(`Site configuration: ${problems.join('; ')}`);
  const cache = readCacheSettings(env);

  const sandboxPort = wholeNumber('SANDBOX_PORT', env.SANDBOX_PORT, 4010);
  const media = env.MEDIA_HOSTS
    ? mediaSources(env.MEDIA_HOSTS)
    : mediaSources(
        demo
          ? `${demo.origin},${demo.cdnOrigin}`
          : `http://localhost:${sandboxPort},http://127.0.0.1:${sandboxPort},http://localhost:${sandboxPort + 1}`,
      );
  const mediaHosts = media.map((source) => new URL(source.origin));
  const mediaPaths = list(env.MEDIA_PATHS ?? DEFAULT_MEDIA_PATHS);
  const patternsBySource = media.map((source) => {
    const url = new URL(source.origin);
    return mediaPaths
      .map((pattern) => narrowPathPattern(pattern, source.prefix))
      .filter((pathname) => pathname !== null)
      .map((pathname) => ({
        protocol: url.protocol.replace(':', ''),
        hostname: url.hostname,
        port: url.port,
        pathname,
        search: '',
      }));
  });
  const unreachable = media.find((_, i) => patternsBySource[i].length === 0);
  if (unreachable)
    throw new Error(
      `MEDIA_HOSTS names ${cspSource(unreachable)}, below which none of MEDIA_PATHS lies: the optimizer could read nothing there`,
    );
  const remotePatterns = patternsBySource.flat();
  return {
    env,
    production,
    sandboxDemo: demo?.origin ?? null,
    /** SITE_HOST: the address the brand ports listen on (loopback unless told otherwise: the front is the way in). */
    listenHost: env.SITE_HOST || '127.0.0.1',
    /** The media sources as the CSP names them: an origin, or an account's path on a shared CDN. */
    mediaSources: [...new Set(media.map(cspSource))],
    /**
     * The optimizer fetches only the media paths (MEDIA_PATHS) of the media sources (narrowed to an
     * account's path where one is named), and never with a query string: each distinct URL is an
     * encode and a file on disk, so `?v=1`, `?v=2`... must not mint new ones.
     */
    remotePatterns,
    /** The optimizer may fetch from loopback or a private address only for a local media host (the sandbox). */
    allowLocalIP: Boolean(demo) || mediaHosts.some((url) => isLoopback(url.hostname)) || env.ALLOW_LOCAL_MEDIA === '1',
    /** SITE_IMAGE_CACHE_MAX_BYTES: the optimizer's disk ceiling (Next's default is half the free disk). */
    imageCacheMaxBytes: wholeNumber(
      'SITE_IMAGE_CACHE_MAX_BYTES',
      env.SITE_IMAGE_CACHE_MAX_BYTES,
      DEFAULT_IMAGE_CACHE_MAX_BYTES,
    ),
    /** What the site's own server reads (scripts/serve-brands.mjs): its ports, trust and budgets. */
    server: serverSettings(env),
    /** HSTS in production unless DISABLE_HSTS=1 (a deployment without TLS in front). */
    hsts: production && env.DISABLE_HSTS !== '1',
    /** Freshness and stale window of pages and gateway answers, and SITE_REDIS_URL (lib/cache/cache-settings.mjs). */
    cache,
  };
}

/** LOG_LEVEL of the site's server logs (pino's levels; info unless told). */
export function logLevel(env = process.env) {
  return env.LOG_LEVEL || 'info';
}

/** The settings of this process's environment (readStartSettings). */
export function readProcessSettings(options) {
  return readStartSettings(process.env, options);
}

function serverSettings(env) {
  const portBase = wholeNumber('SITE_PORT_BASE', env.SITE_PORT_BASE, 3000);
  return {
    /** SITE_PORT_BASE: the five brand ports start here. */
    portBase,
    /** SITE_METRICS_PORT: Prometheus' port, never one the front sends visitors to. */
    metricsPort: wholeNumber('SITE_METRICS_PORT', env.SITE_METRICS_PORT, portBase + 9),
    /** NEXT_DIST_DIR: the build's folder. */
    distDir: env.NEXT_DIST_DIR || '.next',
    shutdownGraceMs: wholeNumber('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, 25_000),
    trustProxy: readOnOff('TRUST_PROXY', env.TRUST_PROXY),
    trustForwardedHost: readOnOff('TRUST_FORWARDED_HOST', env.TRUST_FORWARDED_HOST),
    trustRequestId: readOnOff('TRUST_REQUEST_ID', env.TRUST_REQUEST_ID),
    imageMissesPerMinute: wholeNumber('SITE_IMAGE_MISSES_PER_MINUTE', env.SITE_IMAGE_MISSES_PER_MINUTE, 300),
    rendersPerMinute: wholeNumber('SITE_RENDERS_PER_MINUTE', env.SITE_RENDERS_PER_MINUTE, 60),
    renderBurst: wholeNumber('SITE_RENDER_BURST', env.SITE_RENDER_BURST, 10),
  };
}

/**
 * Hands the settings to what reads the process environment itself: the app's own config (secrets
 * given as files, read into their variables) and Next's server (its built config with this
 * deployment's media settings, as its standalone server takes it).
 */
export function applyToProcess(settings, builtConfig) {
  Object.assign(process.env, settings.env);
  if (builtConfig)
    process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(runtimeNextConfig(builtConfig, settings));
}

/** The built Next config with this deployment's media settings: what the server starts with. */
export function runtimeNextConfig(built, settings) {
  return {
    ...built,
    // A page is served stale at most SITE_STALE_SECONDS past its freshness, then waited for; its
    // Cache-Control says the same to a CDN (stale-while-revalidate), instead of Next's year.
    expireTime: settings.cache.pageExpireSeconds,
    images: {
      ...built.images,
      remotePatterns: settings.remotePatterns,
      dangerouslyAllowLocalIP: settings.allowLocalIP,
      maximumDiskCacheSize: settings.imageCacheMaxBytes,
    },
  };
}
