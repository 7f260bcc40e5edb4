// One Next.js server answering on every brand's port (3000-3004 by default, or from
// SITE_PORT_BASE; one listener per row of the brand table, lib/shell/generated/brand-ports.mjs):
// the brand comes from the Host header, so the same
// request handler serves every port. It runs from the source tree (site/scripts/)
// and, bundled by scripts/release.mjs, from the standalone build it starts.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import next from 'next';
import { Redis } from 'ioredis';
import { lastForwardedEntry } from '@agency/schema/forwarded';
import { stopGracefully } from '@agency/schema/graceful-stop';
import {
  ERROR_PAGE_REQUEST_HEADER,
  errorPagePath,
  tooManyPagesPath,
  isDocumentRequest,
  isEmptyErrorDocument,
  newResponseRecord,
  replacementStatus,
  responseRecords,
  statusToSend,
} from '../lib/shell/error-pages.mjs';
import { CROSS_SITE_LOCATION_HEADER, locationWithQuery } from '../lib/shell/redirect-query.mjs';
import { MALFORMED_PATH_MESSAGE, wellFormedPath } from '../lib/shell/request-path.mjs';
import { createImageMissLimiter } from '../lib/shell/image-miss-limit.mjs';
import { stripInternalHeaders } from '../lib/shell/internal-headers.mjs';
import {
  addressBucket,
  createMemoryBuckets,
  createRedisBuckets,
  createRenderBudget,
  isPageRequest,
  skipsTheProxy,
  wasRendered,
} from '../lib/shell/render-budget.mjs';
import { createVisitorTokens, visitorCookie, visitorTokenOf } from '../lib/shell/visitor-token.mjs';
import { createFailureLog } from '../lib/cache/redis-failures.mjs';
import { applyToProcess, readProcessSettings } from '../lib/shell/start-settings.mjs';
import { securityHeaders } from '../lib/security/headers.mjs';
import { inlineScriptsAreHashed } from '../lib/shell/hashed-scripts.mjs';
import { CODINGS } from '../lib/shell/content-codings.mjs';
import { createSiteMetrics, logger, startMetricsServer, traceIdOf } from '../lib/shell/observability.mjs';
import { BRAND_PORT_OFFSETS } from '../lib/shell/generated/brand-ports.mjs';

const dev = process.argv.includes('--dev');

// The deployment's settings, read before anything else: a missing or wrong one stops the start
// naming the variable. Secrets given as files are put where the app's own config reads them.
let settings;
try {
  settings = readProcessSettings({ dev });
} catch (error) {
  logger.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
if (settings.sandboxDemo) logger.warn({ sandbox: settings.sandboxDemo }, 'media from the sandbox demo (SANDBOX_URL)');

/** The site's folder: this file's parent in the source tree (scripts/), its own folder in a release. */
const here = path.dirname(fileURLToPath(import.meta.url));
const dir = path.basename(here) === 'scripts' ? path.dirname(here) : here;
// Next resolves some of its build's paths (the cache handler) from the working folder, as its own
// standalone server does.
process.chdir(dir);

// A production server starts from the config its build wrote, with this deployment's media
// settings: the build names no host (next.config.ts).
applyToProcess(
  settings,
  dev
    ? null
    : JSON.parse(fs.readFileSync(path.join(dir, settings.server.distDir, 'required-server-files.json'), 'utf8')).config,
);

const base = settings.server.portBase;
// Next's own idea of its host name, for the URLs it writes; where the ports listen is settings.listenHost.
const app = next({ dev, hostname: 'localhost', port: base, dir });
const handle = app.getRequestHandler();
const metrics = createSiteMetrics();
const SECURITY_HEADERS = securityHeaders({ mediaSources: settings.mediaSources, dev, hsts: settings.hsts });

// Read before anything listens: a wrong value stops the start, not the stop.
const { shutdownGraceMs } = settings.server;

await app.prepare();
// The visitor's address for the gateway's per-IP limits, set here from the
// socket so a visitor cannot choose it (lib/shell/proxy-headers.ts reads it).
// Behind a proxy of ours (TRUST_PROXY=1) it is the LAST X-Forwarded-For entry,
// the one the nearest proxy wrote: the entries before it were written by
// whoever called that proxy. The gateway reads it with the same functions
// (@agency/schema/forwarded).
const { trustProxy, trustForwardedHost } = settings.server;
// A visitor's X-Request-Id is dropped unless a proxy of ours writes that header itself
// (TRUST_REQUEST_ID): the id names the request in every log and at the back-ends, so a visitor must
// not choose it (nor give a thousand requests one). The site's routes make one where none is left.
const { trustRequestId } = settings.server;
function clientAddress(req) {
  const forwarded = trustProxy ? lastForwardedEntry(req.headers['x-forwarded-for']) : null;
  return (forwarded && isIP(forwarded) ? forwarded : req.socket.remoteAddress) || '';
}

/**
 * X-Forwarded-Proto/-Port are believed only from a proxy of ours (TRUST_PROXY), X-Forwarded-Host
 * only under its own setting (TRUST_FORWARDED_HOST: many balancers append to X-Forwarded-For but
 * pass a visitor's X-Forwarded-Host on), and then only the last entry, the one our proxy wrote
 * (lib/brand/from-request.ts further believes it only when it is a brand-table host). Otherwise a
 * visitor's are dropped here and Next fills them from the Host header and the socket, so neither
 * the brand, nor a link, nor Next's own origin checks can read a value the visitor chose.
 */
function dropVisitorForwardedHeaders(headers) {
  if (!trustProxy) for (const name of ['x-forwarded-proto', 'x-forwarded-port']) delete headers[name];
  if (!trustForwardedHost) delete headers['x-forwarded-host'];
  else if (headers['x-forwarded-host']) headers['x-forwarded-host'] = lastForwardedEntry(headers['x-forwarded-host']);
}

/**
 * An error page is never stored by a shared cache: its URL is the client's choice (a made-up id, a
 * random path), and Next would announce a 404 with the same s-maxage as the page it stands for.
 */
function errorsAreNotStored(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (statusCode, ...rest) {
    if (statusCode >= 400) {
      const headers = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
      if (headers)
        for (const name of Object.keys(headers)) if (name.toLowerCase() === 'cache-control') delete headers[name];
      this.setHeader('cache-control', 'no-store');
    }
    return writeHead.call(this, statusCode, ...rest);
  };
}

/**
 * One Location per redirect: a page's redirect() reaches Node with the header twice (the same
 * value), which some clients refuse and every audit flags. It keeps the visitor's query string, and
 * a redirect to a sister brand's site stays absolute (lib/shell/redirect-query.mjs).
 */
function redirectsAreWhole(req, res) {
  const writeHead = res.writeHead;
  res.writeHead = function (statusCode, ...rest) {
    const crossSite = this.getHeader(CROSS_SITE_LOCATION_HEADER);
    this.removeHeader(CROSS_SITE_LOCATION_HEADER);
    const header = typeof crossSite === 'string' ? crossSite : this.getHeader('location');
    const location = Array.isArray(header) ? header[0] : header;
    if (statusCode >= 300 && statusCode < 400 && typeof location === 'string')
      this.setHeader('location', locationWithQuery(location, req.url ?? '/'));
    return writeHead.call(this, statusCode, ...rest);
  };
}

/** A page that drew an error itself (lib/shell/response-status.ts) is sent with its status and headers. */
function pagesChooseTheirStatus(res, record) {
  const writeHead = res.writeHead;
  res.writeHead = function (statusCode, ...rest) {
    const status = statusToSend(statusCode, record);
    if (status !== statusCode) for (const [name, value] of Object.entries(record.headers)) this.setHeader(name, value);
    return writeHead.call(this, status, ...rest);
  };
}

// Marks this server's own requests for an error page; a visitor cannot know it.
const errorPageSecret = randomBytes(16).toString('hex');
const ERROR_PAGE_TIMEOUT_MS = 10_000;

/**
 * The brands' "not found" pages as last rendered, by host and path (a brand and a language), for a
 * minute: a made-up address then costs one render, its own, not a second one of the 404 page. The
 * hosts reaching here are brand-table or loopback hosts (the proxy answers any other itself), and
 * the map is bounded all the same.
 */
const NOT_FOUND_PAGE_TTL_MS = 60_000;
const NOT_FOUND_PAGES_MAX = 64;
const notFoundPages = new Map();

/** The brand's error page (404 or 503), rendered by this server for the same host; null if it cannot be had. */
async function fetchErrorPage(req, path) {
  const key = `${req.headers.host ?? ''}|${path}`;
  const kept = notFoundPages.get(key);
  if (kept && kept.until > Date.now()) return kept.page;
  const page = await renderErrorPage(req, path);
  if (page?.status === 404) {
    notFoundPages.delete(key);
    while (notFoundPages.size >= NOT_FOUND_PAGES_MAX) notFoundPages.delete(notFoundPages.keys().next().value);
    notFoundPages.set(key, { page, until: Date.now() + NOT_FOUND_PAGE_TTL_MS });
  }
  return page;
}

function renderErrorPage(req, path, statuses = [404, 503]) {
  return new Promise((resolve) => {
    const request = http.get(
      {
        host: req.socket.localAddress,
        port: req.socket.localPort,
        path,
        headers: { host: req.headers.host ?? '', accept: 'text/html', [ERROR_PAGE_REQUEST_HEADER]: errorPageSecret },
        timeout: ERROR_PAGE_TIMEOUT_MS,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const ok = statuses.includes(response.statusCode);
          resolve(ok ? { status: response.statusCode, body: Buffer.concat(chunks), headers: response.headers } : null);
        });
        response.on('error', () => resolve(null));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

/**
 * notFound() and a failed render answer with Next's empty error document, which only the browser
 * fills in (vercel/next.js#62228). For a page load, that document is held back and replaced by
 * the brand's own 404 or 503 page, so the status and the page's text arrive together.
 */
function errorDocumentsAreFilled(req, res, record) {
  const { writeHead, write, end } = res;
  let held = null;
  let decided = false;
  // Between holding the document and sending its replacement, Next's later writes ask for the headers again.
  let waiting = false;
  res.writeHead = function (statusCode, ...rest) {
    if (held || waiting) return this;
    const replacement = decided ? null : replacementStatus(statusCode, record);
    decided = true;
    if (replacement && String(this.getHeader('content-type') ?? '').includes('text/html')) {
      held = { statusCode, rest, replacement, chunks: [] };
      return this;
    }
    return writeHead.call(this, statusCode, ...rest);
  };
  // Headers go out with the first write anyway; flushed early they could not be replaced.
  const flushHeaders = res.flushHeaders;
  res.flushHeaders = function () {
    if (decided && !held) flushHeaders.call(this);
  };
  // Next may write without calling writeHead first (Node then sends the headers itself): decide before.
  const decide = (self) => {
    if (!decided && !self.headersSent) self.writeHead(self.statusCode);
  };
  res.write = function (chunk, encoding, callback) {
    if (waiting) return true;
    decide(this);
    if (!held) return write.apply(this, arguments);
    held.chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
    (typeof encoding === 'function' ? encoding : callback)?.();
    return true;
  };
  res.end = function (chunk, encoding, callback) {
    if (waiting) return this;
    decide(this);
    if (!held) return end.apply(this, arguments);
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined];
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    if (chunk) held.chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
    const { statusCode, rest, replacement, chunks } = held;
    held = null;
    waiting = true;
    const original = Buffer.concat(chunks);
    const coding = CODINGS[String(this.getHeader('content-encoding') ?? '').trim()];
    let html = '';
    try {
      html = (coding ? coding[0](original) : original).toString('utf8');
    } catch {
      // Not what it claims to be: sent as it came.
    }
    const send = (status, body, extraHeaders = {}) => {
      waiting = false;
      for (const [name, value] of Object.entries(extraHeaders)) this.setHeader(name, value);
      this.setHeader('content-length', body.length);
      const headers = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
      if (headers)
        for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-length') delete headers[name];
      this.writeHead(status, ...rest);
      end.call(this, body, callback);
    };
    if (!isEmptyErrorDocument(html)) {
      send(statusCode, original);
      return this;
    }
    fetchErrorPage(req, errorPagePath(replacement, req.url ?? '/', record.gatewayFailure)).then((page) => {
      if (!page) return send(statusCode, original);
      const retryAfter = page.headers['retry-after'];
      // The error page comes uncompressed; it goes out coded as Next coded the document it replaces.
      send(
        page.status,
        coding ? coding[1](page.body) : page.body,
        typeof retryAfter === 'string' ? { 'retry-after': retryAfter } : {},
      );
    });
    return this;
  };
}

// Image optimizer misses per visitor address a minute (SITE_IMAGE_MISSES_PER_MINUTE, 0 = no limit):
// a page of a list costs a visitor a few dozen, a loop of made-up widths or sources thousands.
const { imageMissesPerMinute } = settings.server;
const imageMisses = createImageMissLimiter({ limit: imageMissesPerMinute, windowMs: 60_000 });

/**
 * True when the request was answered here (429); otherwise counts its answer unless it came from
 * the optimizer's cache: a miss, and an upstream that failed (a made-up source), both cost a fetch.
 * Counted by the address's bucket (an IPv6 address by its /64), as the render budget counts.
 */
function imageMissRefused(req, res, address) {
  if (imageMissesPerMinute === 0 || !(req.url ?? '').startsWith('/_next/image')) return false;
  const key = addressBucket(address);
  const wait = imageMisses.retryAfter(key);
  if (wait > 0) {
    res.writeHead(429, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(wait),
    });
    res.end(`Too many new image sizes from your address; try again in ${wait} s.`);
    return true;
  }
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    if (wasRendered(this.getHeader('x-nextjs-cache'))) imageMisses.miss(key);
    return writeHead.apply(this, args);
  };
  return false;
}

// Page renders per visitor (SITE_RENDERS_PER_MINUTE, 0 = no limit; SITE_RENDER_BURST at once): a
// page served from the cache costs nothing, a render (a made-up path's 404, a query string a dynamic
// list has never seen) costs the gateway calls and CPU every other visitor waits behind. A visitor
// is its token (lib/shell/visitor-token.mjs), else its address; with SITE_REDIS_URL the budget is
// kept in Redis, one per visitor however many instances answer it (lib/shell/render-budget.mjs).
const { rendersPerMinute, renderBurst } = settings.server;
// Page requests one visitor may have in flight: a browser's page and the prefetches of its links.
const RENDER_MAX_IN_FLIGHT = 8;
// A budget question waits this long for Redis, then this instance's own budget answers.
const BUDGET_REDIS_TIMEOUT_MS = 250;
const budgetFailures = createFailureLog({ log: (line) => logger.warn(line.replace('site cache', 'render budget')) });
const budgetRedis = settings.cache.redisUrl
  ? new Redis(settings.cache.redisUrl, {
      maxRetriesPerRequest: 0,
      connectTimeout: 1000,
      commandTimeout: BUDGET_REDIS_TIMEOUT_MS,
      enableOfflineQueue: false,
    })
  : null;
budgetRedis?.on('error', (error) => budgetFailures.failed('connection', error));
const renderBudget = createRenderBudget({
  buckets: budgetRedis
    ? createRedisBuckets(budgetRedis, { onError: (error) => budgetFailures.failed('budget', error) })
    : createMemoryBuckets(),
  perMinute: rendersPerMinute,
  burst: Math.max(1, renderBurst),
  maxInFlight: RENDER_MAX_IN_FLIGHT,
});
// Signed with a key derived from the site's secret (the same on every replica); `next dev` without
// one signs with a key of its own process.
const visitorTokens = createVisitorTokens(settings.env.SITE_GATEWAY_SECRET || randomBytes(32).toString('hex'));

/** Whether a request is a prefetch (Next's router, or the browser's speculation rules): refused, it goes without a word. */
function isPrefetch(headers) {
  return (
    Boolean(headers['next-router-prefetch']) ||
    /\bprefetch\b/i.test(String(headers['sec-purpose'] ?? '')) ||
    String(headers.purpose ?? '').toLowerCase() === 'prefetch'
  );
}

/** The brands' "too many pages" pages as last rendered, by host and language: a refusal renders nothing. */
const TOO_MANY_PAGES_TTL_MS = 60_000;
const tooManyPages = new Map();

async function tooManyPagesPage(req) {
  const path = tooManyPagesPath(req.url ?? '/');
  const key = `${req.headers.host ?? ''}|${path}`;
  const kept = tooManyPages.get(key);
  if (kept && kept.until > Date.now()) return kept.page;
  const page = await renderErrorPage(req, path, [200]);
  if (page) {
    tooManyPages.delete(key);
    while (tooManyPages.size >= NOT_FOUND_PAGES_MAX) tooManyPages.delete(tooManyPages.keys().next().value);
    tooManyPages.set(key, { page, until: Date.now() + TOO_MANY_PAGES_TTL_MS });
  }
  return page;
}

/** A last resort when even the brand's page cannot be had: still a page, in the visitor's language. */
function plainTooManyPages(url) {
  const english = tooManyPagesPath(url).startsWith('/en/');
  const [lang, text] = english
    ? ['en', 'Too many new pages in a short time. Wait a few seconds and try again.']
    : ['pt-BR', 'Muitas páginas novas em pouco tempo. Espere alguns segundos e tente de novo.'];
  return Buffer.from(
    `<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>429</title><h1>${text}</h1></html>`,
  );
}

/**
 * The refusal of a visitor past its budget, with the seconds until its next render (Retry-After):
 * a prefetch gets an empty 204 (the router drops it and the link loads in full when followed; a 4xx
 * would be an error in the console), anything else the brand's own page in the page's language
 * (with `minted`, a new visitor's token).
 */
async function refuseRender(req, res, wait, minted) {
  const headers = { 'cache-control': 'no-store', 'retry-after': String(wait) };
  if (minted) headers['set-cookie'] = visitorCookie(minted, settings.hsts);
  if (isPrefetch(req.headers)) {
    res.writeHead(204, headers);
    return res.end();
  }
  const page = await tooManyPagesPage(req);
  const body = page?.body ?? plainTooManyPages(req.url ?? '/');
  const csp = page?.headers['content-security-policy'];
  res.writeHead(429, {
    ...headers,
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(body.length),
    ...(typeof csp === 'string' ? { 'content-security-policy': csp } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The files of public/, by the path each is served at: the only requests besides Next's own files that render nothing. */
function publicFilePaths(folder) {
  const paths = new Set();
  const walk = (at, prefix) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(at, entry.name), `${prefix}/${entry.name}`);
      else paths.add(`${prefix}/${entry.name}`);
    }
  };
  if (fs.existsSync(folder)) walk(folder, '');
  return paths;
}
const publicFiles = publicFilePaths(path.join(dir, 'public'));

/**
 * True when the request was answered here (429); otherwise its answer is counted if it was a render,
 * and a page load with no visitor token is given one (at most NEW_VISITORS a minute per address).
 */
async function renderRefused(req, res, address) {
  if (rendersPerMinute === 0 || !isPageRequest(req.url ?? '/', publicFiles)) return false;
  const visitor = visitorTokens.verify(visitorTokenOf(req.headers.cookie));
  const who = { address, visitor };
  const wait = await renderBudget.retryAfter(who);
  const minted =
    !visitor &&
    isDocumentRequest(req.method, req.url ?? '/', req.headers) &&
    (await renderBudget.mayMintVisitor(address))
      ? visitorTokens.mint()
      : null;
  if (wait > 0) {
    // A newcomer refused on its address's budget (a script without cookies shares its address) gets
    // its token with the refusal: asked again, it is counted as itself.
    await refuseRender(req, res, wait, minted);
    return true;
  }
  const end = renderBudget.start(who);
  const writeHead = res.writeHead;
  res.writeHead = function (statusCode, ...args) {
    void end(wasRendered(this.getHeader('x-nextjs-cache')));
    if (minted && statusCode < 400) this.appendHeader('set-cookie', visitorCookie(minted, settings.hsts));
    return writeHead.call(this, statusCode, ...args);
  };
  // A visitor gone before the answer still had its page rendered.
  res.once('close', () => void end(true));
  return false;
}

// Headers only this server may set on a request: whatever a visitor sent under these names goes.
const SERVER_SET = ['x-agency-client-ip', 'x-agency-site-secret', ERROR_PAGE_REQUEST_HEADER];
const records = responseRecords();
/** Set on SIGTERM: /healthz then says 503 while requests in flight finish. */
let stopping = false;

/**
 * The listener never throws: a request Next failed on is answered (500 if nothing was sent yet)
 * with one log line, instead of an unhandled rejection and a socket left to time out.
 */
function answerFailure(req, res, error) {
  logger.error(
    { traceId: traceIdOf(req.headers), url: req.url, err: error instanceof Error ? error.message : String(error) },
    'request failed',
  );
  if (!res.headersSent) {
    res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end('Internal error.\n');
  } else res.end();
}

const servers = BRAND_PORT_OFFSETS.map((i) =>
  http
    .createServer(async (req, res) => {
      if (!wellFormedPath(req.url ?? '/')) {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        return res.end(MALFORMED_PATH_MESSAGE);
      }
      if (req.url === '/healthz') {
        // Health for the front, compose and Kubernetes: the ports listen only once Next is prepared,
        // and a stopping instance says 503 so no new request is sent to it.
        res.writeHead(stopping ? 503 : 200, {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
        });
        return res.end(stopping ? 'stopping\n' : 'ok\n');
      }
      metrics.observe(req, res);
      for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
      // First, so that it is the last to run before the headers go: whatever wraps writeHead later sees them still.
      stripInternalHeaders(res);
      const errorPageRequest = req.headers[ERROR_PAGE_REQUEST_HEADER] === errorPageSecret;
      for (const name of SERVER_SET) delete req.headers[name];
      if (!trustRequestId) delete req.headers['x-request-id'];
      req.headers['x-agency-client-ip'] = clientAddress(req);
      if (imageMissRefused(req, res, req.headers['x-agency-client-ip'])) return;
      // The server's own request for an error page renders for the visitor it stands in for, counted there.
      if (!errorPageRequest) {
        try {
          if (await renderRefused(req, res, addressBucket(req.headers['x-agency-client-ip']))) return;
        } catch (error) {
          return answerFailure(req, res, error);
        }
      }
      if (skipsTheProxy(req.url ?? '/', publicFiles)) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        return res.end('Not found.\n');
      }
      dropVisitorForwardedHeaders(req.headers);
      errorsAreNotStored(res);
      redirectsAreWhole(req, res);
      const record = newResponseRecord(req.headers['x-agency-client-ip']);
      // Only page loads: the router's own fetches answer 200 as Next chose (it reloads the page on any other).
      if (isDocumentRequest(req.method, req.url ?? '/', req.headers)) {
        // Innermost: what the wrappers below finally send is what gets hashed.
        if (!dev) inlineScriptsAreHashed(req, res);
        pagesChooseTheirStatus(res, record);
        if (!errorPageRequest && req.method === 'GET') errorDocumentsAreFilled(req, res, record);
      }
      return Promise.resolve(records.run(record, () => handle(req, res))).catch((error) =>
        answerFailure(req, res, error),
      );
    })
    .listen(base + i, settings.listenHost),
);
for (const server of servers) {
  // A client that announces a body and stalls, or never finishes its headers, holds a socket only
  // this long (Node's defaults wait minutes). A four-photo upload on a slow phone fits in 60 s.
  server.headersTimeout = 15_000;
  server.requestTimeout = 60_000;
  server.keepAliveTimeout = 5_000;
}
await Promise.all(servers.map((s) => new Promise((resolve) => s.once('listening', resolve))));
// Metrics on a port of their own, never one the front sends visitors to (SITE_METRICS_PORT, base + 9).
const { metricsPort } = settings.server;
await startMetricsServer(metrics, metricsPort, settings.listenHost);
logger.info({ ports: `${base}-${base + 4}`, metricsPort, mode: dev ? 'dev' : 'production' }, 'site ready');

// SIGTERM (a deploy, the front's failover): requests in flight are answered, for up to
// SHUTDOWN_GRACE_MS (read above), while the front's kept-alive connections are told to close (@agency/schema/graceful-stop).
const stop = () => {
  if (stopping) return;
  stopping = true;
  void stopGracefully(servers, { graceMs: shutdownGraceMs }).then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
