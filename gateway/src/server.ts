import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stopGracefully } from '@agency/schema/graceful-stop';
import type { GatewayConfig } from './config';
import { createBackendHealth, readiness } from './health';
import { accessLogger } from './logger';
import { parseRevalidateBody, REVALIDATE_SECRET_HEADER, secretMatches } from './hooks/revalidate';
import { REQUEST_ID_HEADER, requestIdFrom } from './plugins/useRequestId';
import { runWithRequestId } from './request-context';
import { incomingContext, inSpan, SpanKind, tracingRecords } from './telemetry/tracing';
import {
  bodyLimitFor,
  CLIENT_HEADER,
  ipKey,
  drainThenClose,
  isMultipart,
  keepOpenForTheAnswer,
  refuseAndLinger,
  refuseOversizedBody,
  type RateLimiter,
} from './security';
import {
  clientKeyOf,
  identifyClient,
  requestHeaders,
  SITE_SECRET_HEADER,
  siteSecretMatches,
} from './security/client-identity';
import { receiveUpload, type ReceivedUpload } from './security/multipart';
import { createUploadSlots, withCountedTry, type UploadSlots } from './security/upload-gate';
import { createGateway, type Gateway, type GatewayDeps } from './gateway';
import { answerPersistedRead } from './persisted-reads';

const HOOK_BODY_MAX_BYTES = 16 * 1024;

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage, maxBytes: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * POST /hooks/revalidate: a panel says its content changed. With the secret and within the rate
 * limit (REVALIDATE_RATE_LIMIT_PER_MINUTE; wrong secrets have a budget of their own, so a flood of
 * guesses never holds back the panels), the store's matching entries are invalidated, then every
 * site replica is told the cache tags to revalidate (Redis pub/sub). The answer says how many
 * entries, which tags, how many replicas heard it, and what a CDN in front should purge.
 */
async function revalidate(gateway: Gateway, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') return sendJson(res, 405, { error: 'Use POST.' });
  const secret = req.headers[REVALIDATE_SECRET_HEADER];
  const authorized = secretMatches(gateway.config.revalidateSecret, Array.isArray(secret) ? secret[0] : secret);
  const wait = await gateway.revalidation.admit(authorized);
  if (wait > 0) {
    res.setHeader('retry-after', String(wait));
    return sendJson(res, 429, { error: 'Too many revalidate calls; try again later.' });
  }
  if (!authorized) return sendJson(res, 401, { error: 'Missing or wrong x-revalidate-secret.' });
  if (refuseOversizedBody(req, res, HOOK_BODY_MAX_BYTES)) return;
  const raw = await readBody(req, HOOK_BODY_MAX_BYTES);
  if (raw === null) return sendJson(res, 413, { error: 'Body too large.' });
  let match;
  try {
    match = parseRevalidateBody(raw);
  } catch {
    return sendJson(res, 400, { error: 'Body must be JSON { brand?, type?, id? } with a known brand and type.' });
  }
  const invalidated = await gateway.store.invalidate(match);
  const { tags, sites, purge } = await gateway.revalidation.announce(match);
  gateway.logger.info({ match, invalidated, tags, sites }, 'store revalidated, sites told');
  sendJson(res, 200, { invalidated, sites: { tags, replicas: sites }, purge });
}

/** Seconds a client refused for lack of an upload slot is asked to wait: about one upload's time. */
const UPLOAD_RETRY_AFTER_SECONDS = 10;

/**
 * A multipart POST to /graphql (a scouting application and its photos), decided before its files
 * are read, so an upload costs the gateway a few stream buffers of memory whatever its size:
 * - the operations field must be the scouting mutation alone, else 400 before any file byte;
 * - the forms per-address quota is counted once operations and map are read: over it, the files
 *   are not read and the resolver answers RateLimited from this count (it counts no second time);
 * - only then is an upload slot taken (UPLOADS_MAX_CONCURRENT, UPLOADS_MAX_CONCURRENT_PER_CLIENT),
 *   else 429 with Retry-After (the try was counted above): a connection that never gets as far as
 *   its files holds no slot, and one whose files are on disk holds it no more (its photos wait
 *   for a decoder in their own queue, with a bounded wait);
 * - a body that stops (UPLOAD_IDLE_TIMEOUT_MS) or crawls below UPLOAD_MIN_BYTES_PER_SECOND is ended
 *   with 408, freeing its slot; a trickle ended before its try was counted is counted then;
 * - files stream to private temporary files (413 past the per-file or body ceiling) and reach yoga
 *   as disk-backed File objects; the files are deleted when the request is over, whatever happened.
 */
async function answerUpload(
  gateway: Gateway,
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
  slots: UploadSlots,
): Promise<void> {
  const forms = gateway.forms.services;
  const { uploads } = forms.config;
  const socket = req.socket;
  const client = identifyClient(requestHeaders(req), req.socket.remoteAddress, gateway.config);
  const clientKey = ipKey(clientKeyOf(client));
  let release: (() => void) | undefined;
  let received: ReceivedUpload | undefined;
  let formsRateLimiter: RateLimiter | undefined;
  try {
    received = await receiveUpload(req, {
      limits: uploads,
      pace: uploads.pace,
      rootFields: [uploads.mutationField],
      tmpRoot: uploads.tmpDir,
      persistedDocument: (id) => gateway.documentOf(id)?.text ?? null,
      async beforeFiles() {
        const decision = await forms.rateLimiter.consume(clientKey, forms.config.rateLimit.perIp);
        formsRateLimiter = withCountedTry(forms.rateLimiter, clientKey, decision);
        if (!decision.allowed) return 'skip';
        const slot = slots.acquire(clientKey);
        if (!slot.ok) {
          gateway.logger.info({ requestId, scope: slot.scope }, 'upload refused: too many in flight');
          const message =
            slot.scope === 'client'
              ? 'Another upload from your address is still in progress; send one at a time.'
              : 'The server is receiving as many uploads as it can right now.';
          return {
            status: 429,
            code: 'TOO_MANY_UPLOADS',
            message: `${message} Try again in ${UPLOAD_RETRY_AFTER_SECONDS} s.`,
            retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS,
          };
        }
        // Held while the files arrive; freed once they are on disk (below), or when the client goes.
        release = slot.release;
        res.once('close', slot.release);
        return 'read';
      },
    });
    // The files are on disk (or refused): the slot's job, receiving, is done. Decoding the photos
    // waits in its own per-address queue (modules/forms/photos), so an application whose photos
    // are being prepared no longer keeps the next applicant's upload out.
    release?.();
    if (!received.ok) {
      const { refusal } = received;
      gateway.logger.info({ requestId, status: refusal.status, reason: refusal.message }, 'upload refused');
      // A trickle ended before its try was counted still costs the address one try.
      if (refusal.code === 'UPLOAD_TOO_SLOW' && !formsRateLimiter) {
        await forms.rateLimiter.consume(clientKey, forms.config.rateLimit.perIp);
      }
      if (refusal.clientGone) return void res.destroy();
      const retry = refusal.retryAfterSeconds;
      return refuseAndLinger(
        req,
        res,
        refusal.status,
        {
          message: refusal.message,
          code: refusal.code,
          ...(retry ? { extensions: { retryAfterSeconds: retry } } : {}),
        },
        retry ? { 'retry-after': String(retry) } : {},
      );
    }
    // Files left unread (over the quota): dropped as they still arrive, for a short while.
    if (received.filesSkipped) keepOpenForTheAnswer(res);
    await gateway.handle(req, res, { requestId, client, upload: received.params, formsRateLimiter });
    if (received.filesSkipped) drainThenClose(req, socket);
  } finally {
    await received?.cleanup();
    release?.();
  }
}

/**
 * The request's id for the logs, the answer and the back-ends: the caller's only when the caller is
 * the site's server (it proves itself with the site secret, and sends the id it gave the visitor's
 * request), else a fresh one. A visitor's own id would let them choose what the logs and the
 * back-ends' logs say of their requests, or make a thousand requests share one.
 */
function requestIdOf(req: IncomingMessage, siteSecret: string | null): string {
  const secret = req.headers[SITE_SECRET_HEADER];
  if (!siteSecretMatches(siteSecret, Array.isArray(secret) ? secret[0] : secret)) return randomUUID();
  const header = req.headers[REQUEST_ID_HEADER];
  return requestIdFrom(Array.isArray(header) ? header[0] : header);
}

/** Set by a graceful stop: /readyz answers 503 so load balancers send nothing new. */
export interface Lifecycle {
  draining: boolean;
}

/** The paths the metrics and logs name; any other is `other`. */
const ROUTES = new Set(['/graphql', '/healthz', '/readyz', '/health', '/hooks/revalidate', '/metrics', '/graphql/sdl']);

/**
 * The node layer: /graphql (yoga), /healthz (alive), /readyz (this process: store and outbox),
 * /health (back-ends, JSON), POST /hooks/revalidate (CMS webhook), /metrics (Prometheus). Every
 * answer carries x-request-id.
 */
export function createRequestHandler(gateway: Gateway, lifecycle: Lifecycle = { draining: false }) {
  const backendHealth = createBackendHealth(gateway);
  const uploadLimit = gateway.forms.services.config.uploads.bodyMaxBytes;
  const uploadSlots = createUploadSlots({
    global: gateway.forms.services.config.uploads.maxConcurrent,
    perClient: gateway.forms.services.config.uploads.maxConcurrentPerClient,
  });
  const accessLog = accessLogger(gateway.logger);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(req, gateway.config.siteSecret);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const route = ROUTES.has(path) ? path : 'other';
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      gateway.metrics.httpRequests.inc({ route, status: String(res.statusCode) });
      gateway.metrics.httpSeconds.observe({ route }, ms / 1000);
      accessLog.info({ requestId, method: req.method, path, status: res.statusCode, ms: Math.round(ms) }, 'request');
    });
    // The product's reads, when no span is recorded: a cached persisted query starts no work (no
    // store load, no back-end call), so it is answered before the request context and the span are
    // set up, whose promise hooks would cost more than the answer itself.
    if (route === '/graphql' && req.method === 'GET' && !tracingRecords()) {
      try {
        if (await answerPersistedRead(gateway, req, res, requestId)) return;
      } catch (error) {
        return answerFailure(gateway, res, error, requestId, path);
      }
    }
    // Everything this request starts (store loads, back-end calls) knows its id, and continues the
    // caller's trace (its traceparent) in a server span.
    return runWithRequestId(requestId, () =>
      inSpan(
        `${req.method} ${route}`,
        { kind: SpanKind.SERVER, parent: incomingContext(req.headers), attributes: { 'http.route': route } },
        async (span) => {
          await answer(gateway, req, res, {
            route,
            path,
            requestId,
            uploadLimit,
            uploadSlots,
            lifecycle,
            backendHealth,
          });
          span.setAttribute('http.response.status_code', res.statusCode);
        },
      ),
    );
  };
}

async function answer(
  gateway: Gateway,
  req: IncomingMessage,
  res: ServerResponse,
  {
    route,
    path,
    requestId,
    uploadLimit,
    uploadSlots,
    lifecycle,
    backendHealth,
  }: {
    route: string;
    path: string;
    requestId: string;
    uploadLimit: number;
    uploadSlots: UploadSlots;
    lifecycle: Lifecycle;
    backendHealth: ReturnType<typeof createBackendHealth>;
  },
): Promise<void> {
  try {
    switch (route) {
      case '/graphql': {
        const contentType = req.headers['content-type'];
        if (refuseOversizedBody(req, res, bodyLimitFor(contentType, uploadLimit))) return;
        // An upload is read here, by the node layer; one without the CSRF header goes to yoga, which
        // refuses it (403) before reading its body (dropped below while it still arrives).
        if (req.method === 'POST' && isMultipart(contentType) && req.headers[CLIENT_HEADER] !== undefined) {
          return await answerUpload(gateway, req, res, requestId, uploadSlots);
        }
        // The product's reads: a cached persisted query is answered here, as yoga would answer it
        // (without recorded spans it was tried before the span, and missed: not parsed twice).
        if (req.method === 'GET' && tracingRecords() && (await answerPersistedRead(gateway, req, res, requestId))) {
          return;
        }
        const socket = req.socket;
        await gateway.handle(req, res, { requestId });
        // Answered with part of the body unread (refused while streaming, or never read): drop the
        // rest for a moment, then close; a paused request would stall its keep-alive connection.
        if (!req.complete || req.isPaused()) drainThenClose(req, socket);
        return;
      }
      case '/healthz':
        return sendJson(res, 200, { status: 'ok' });
      case '/readyz': {
        const { ready, checks } = await readiness(gateway, lifecycle.draining);
        return sendJson(res, ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', checks });
      }
      case '/health':
        return sendJson(res, 200, await backendHealth.check());
      case '/hooks/revalidate':
        return await revalidate(gateway, req, res);
      case '/metrics':
        res.writeHead(200, { 'content-type': gateway.metrics.registry.contentType });
        return void res.end(await gateway.metrics.registry.metrics());
      default:
        // GraphiQL's files, the documents list and the public SDL.
        if (await gateway.explorer.answer(req, res, path)) return;
        // Comp cards (PDF), loaded on first use: pdfkit and the fonts stay out of start-up.
        if (path.startsWith('/comp-cards/')) {
          return await (await import('./modules/compcards')).handleCompCardRequest(gateway, req, res, path);
        }
        return sendJson(res, 404, { error: 'Not found. GraphQL is at /graphql.' });
    }
  } catch (error) {
    answerFailure(gateway, res, error, requestId, path);
  }
}

/** A request that failed inside: logged with its id, answered 500 (or ended if already answering). */
function answerFailure(gateway: Gateway, res: ServerResponse, error: unknown, requestId: string, path: string): void {
  gateway.logger.error({ err: error, requestId, path }, 'request failed');
  if (!res.headersSent) sendJson(res, 500, { error: 'Internal error.', requestId });
  else res.end();
}

export interface RunningGateway {
  gateway: Gateway;
  server: Server;
  /** e.g. http://localhost:4000 */
  url: string;
  close(): Promise<void>;
}

/** Builds the gateway, listens (port 0 picks a free one) and starts its background work. */
export async function startGateway(config: GatewayConfig, deps: GatewayDeps = {}): Promise<RunningGateway> {
  const gateway = createGateway(config, deps);
  const lifecycle: Lifecycle = { draining: false };
  // A client that never finishes its headers, or announces a body and stalls, holds a socket only
  // this long (Node's defaults wait five minutes): HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS,
  // checked every second (Node's default check runs every 30 s).
  const server = createServer(
    {
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 1_000,
      // Node's default, stated: a request's header block (URL included) fits in 16 KiB or is refused (431).
      maxHeaderSize: 16 * 1024,
    },
    createRequestHandler(gateway, lifecycle),
  );
  // Browsers and the site's proxy send a few dozen headers; Node would parse up to 2000.
  server.maxHeadersCount = 100;
  // The app registry is read before the first request: a key issued before the start works at once.
  await gateway.apps.start();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  await gateway.start();
  const { port } = server.address() as AddressInfo;
  return {
    gateway,
    server,
    url: `http://localhost:${port}`,
    /**
     * Graceful: /readyz turns 503 at once, then after SHUTDOWN_DRAIN_MS (time for a load balancer to
     * notice) no new connection is taken and kept-alive ones are told to close, requests in flight
     * are answered (a submission included: it ends accepted and stored), connections still open
     * after SHUTDOWN_GRACE_MS are cut, and the outbox waits for its delivery tries before the
     * databases close.
     */
    async close() {
      lifecycle.draining = true;
      if (config.shutdown.drainMs > 0) await new Promise((r) => setTimeout(r, config.shutdown.drainMs));
      await stopGracefully([server], { graceMs: config.shutdown.graceMs });
      await (await import('./modules/compcards')).closeCompCards(gateway);
      await gateway.close();
    },
  };
}
