// What the site's server tells operators (scripts/serve-brands.mjs): Prometheus metrics on a
// private port (SITE_METRICS_PORT, never one the front routes to) and JSON log lines (pino) carrying
// the trace id of the request they are about. Plain JavaScript: the server loads it outside Next's
// bundles.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { secretHeaderRedactPaths } from '@agency/schema/secret-headers';
import { logLevel } from './start-settings.mjs';

/** One JSON line per event, as the gateway writes them (service `site`). */
export const logger = createLogger(logLevel());

/**
 * The site's logger at `level` (to `destination`, stdout by default): a secret header that slips into
 * a logged object (the hook's secret, an app key, the site's secret, cookies) is removed.
 */
export function createLogger(level, destination) {
  const options = { base: { service: 'site' }, level, redact: { paths: secretHeaderRedactPaths(), remove: true } };
  return destination ? pino(options, destination) : pino(options);
}

/** The trace id of a request's W3C `traceparent` (00-<trace id>-<span id>-<flags>), or undefined. */
export function traceIdOf(headers) {
  const match = /^[\da-f]{2}-([\da-f]{32})-[\da-f]{16}-[\da-f]{2}$/.exec(String(headers?.traceparent ?? '').trim());
  return match && !/^0+$/.test(match[1]) ? match[1] : undefined;
}

/**
 * What kind of answer a request asks for, a bounded label: the site's own pages and their data
 * (`page`, `page-data` for the router's RSC fetches), Next's build files, the image optimizer, the
 * API proxy, comp cards, health.
 */
export function routeClass(url = '/', headers = {}) {
  const path = url.split('?')[0] ?? '/';
  if (path.startsWith('/_next/static/')) return 'static';
  if (path.startsWith('/_next/image')) return 'image';
  if (path.startsWith('/api/')) return 'api';
  if (path.startsWith('/comp-cards/')) return 'comp-card';
  if (path === '/healthz') return 'health';
  if (headers.rsc === '1') return 'page-data';
  return 'page';
}

export function createSiteMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'site_' });
  const requests = new Counter({
    name: 'site_http_requests_total',
    help: 'Requests answered by the site, by kind (page, page-data, static, image, api, comp-card, health) and status',
    labelNames: ['route', 'status'],
    registers: [registry],
  });
  const seconds = new Histogram({
    name: 'site_http_request_seconds',
    help: 'Time to answer a request, by kind: for pages, their render (or cache) time',
    labelNames: ['route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'site_page_cache_total',
    help: "Pages and page data answered from Next's cache (x-nextjs-cache): hit, stale (served, rendered again behind), miss (rendered now)",
    labelNames: ['result'],
    registers: [registry],
  });
  return {
    registry,
    /** Counts `res` once it is answered. */
    observe(req, res) {
      const started = performance.now();
      const route = routeClass(req.url, req.headers);
      res.once('finish', () => {
        requests.inc({ route, status: String(res.statusCode) });
        seconds.observe({ route }, (performance.now() - started) / 1000);
        const cache = String(res.getHeader('x-nextjs-cache') ?? '').toLowerCase();
        if ((route === 'page' || route === 'page-data') && ['hit', 'stale', 'miss'].includes(cache)) {
          pageCache.inc({ result: cache });
        }
      });
    },
  };
}

/** The metrics on their own listener: GET /metrics only. Resolves with the server once it listens. */
export function startMetricsServer(metrics, port, host) {
  const server = http.createServer(async (req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('Not found: /metrics\n');
    }
    res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
    res.end(await metrics.registry.metrics());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
