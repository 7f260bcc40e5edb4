import type { Logger } from 'pino';
import type { GatewayConfig } from '../config';
import { BACKENDS, type Backend } from '../backends';
import { createCircuitBreaker, type BreakerState, type CircuitBreaker } from './breaker';
import { UpstreamError, isUpstreamError } from './errors';
import { badStatus, fetchWithDeadline, type FetchLike } from './http';
import { currentRequestId } from '../request-context';
import { inSpan, SpanKind, traceHeaders } from '../telemetry/tracing';
import { createTokenCache, type TokenCache } from './tokens';
import { backendForCall, type CallOperation, type UpstreamCallId } from '@agency/schema/upstream-calls';
import type { Answer } from '@agency/schema/rest-operations';
import { readCall, type ReadCallId, type ReadRequest } from './call';
import type { BrandKey } from '@agency/schema/brands';
import { createContractSampler } from './contract-sampler';
import { createDriftRecorder, type DriftEvent, type DriftNote } from './drift';

export type QueryValue = string | number | boolean | null | undefined | readonly unknown[] | Record<string, unknown>;

export interface RequestOptions {
  /** Query parameters; arrays and objects are sent as JSON (the panels read e.g. albums=[368,497]). */
  query?: Record<string, QueryValue>;
  /** Overrides the configured per-call timeout (e.g. a large upload). */
  timeoutMs?: number;
  /** Extra request headers (e.g. Idempotency-Key on a form delivery). */
  headers?: Record<string, string>;
}

export interface PostJsonOptions extends RequestOptions {
  /**
   * The POST only reads (talents_by_album takes its filters in a body): it is then retried and
   * deduplicated like a GET. Leave unset for writes.
   */
  read?: boolean;
}

export interface UpstreamResponse<T> {
  status: number;
  body: T;
}

/**
 * THE HTTP wrapper over the six back-ends. It picks the base URL, injects and refreshes the
 * back-end's token, applies the deadline, retries reads, dedupes identical concurrent reads,
 * trips a circuit breaker per back-end and turns failures into UpstreamError.
 */
/**
 * The two circuits of a back-end: its reads (content, sign-ins, probes) and its form deliveries. A
 * panel that refuses deliveries (its form endpoint failing, a full disk) pauses deliveries only:
 * its content still refreshes, and a content outage does not stop the outbox from trying.
 */
export type CircuitKind = 'reads' | 'deliveries';

export interface Upstream {
  /** A read; non-2xx answers throw UpstreamError (404 as UPSTREAM_BAD_STATUS with status 404). */
  get<T>(backend: Backend, path: string, options?: RequestOptions): Promise<T>;
  /**
   * A read of the call table by its id, typed from the REST contract (./call.ts): the path built
   * from the contract's, GET or a reading POST as the contract says. Non-2xx answers throw.
   */
  call<C extends ReadCallId>(
    call: C,
    backend: Backend,
    request: ReadRequest<CallOperation<C>>,
  ): Promise<Answer<CallOperation<C>>>;
  /** A JSON POST; non-2xx answers throw. Retried and deduplicated only with `read: true`. */
  postJson<T>(backend: Backend, path: string, body: unknown, options?: PostJsonOptions): Promise<T>;
  /**
   * A multipart write, never retried (except once after a refused token, which the back-end did
   * not process). 2xx and 4xx answers come back as { status, body } so callers can map 422 field
   * errors; timeouts, 5xx and unreachable back-ends throw.
   */
  postForm<T>(backend: Backend, path: string, form: FormData, options?: RequestOptions): Promise<UpstreamResponse<T>>;
  /** Signs in to the back-end if needed: readiness means a token can be obtained. */
  ensureToken(backend: Backend): Promise<void>;
  /**
   * A health probe through the back-end's circuit breaker: an open circuit answers at once without a
   * call (a probe never knocks on a back-end the breaker is resting); otherwise a real sign-in, whose
   * outage counts as a failure and whose success as a success (a half-open circuit closes on it).
   */
  probe(backend: Backend): Promise<'ok' | 'circuit open'>;
  /** The public media origin of a back-end: its root-relative media paths are appended to it. */
  mediaBase(backend: Backend): string;
  /** The back-end that answers `call` for `brand` (the call table, after UPSTREAM_CALL_ROUTES). */
  route(call: UpstreamCallId, brand: BrandKey, postType?: string): Backend;
  /** Counts and logs (once per shape) what a mapper read by a default or left out of `call`'s answer. */
  drift(backend: Backend, call: UpstreamCallId): DriftNote;
  /** Checks a sampled 2xx answer of `call` against the REST contract, off the request's path. */
  sample(backend: Backend, call: UpstreamCallId, body: unknown): void;
  breakerState(backend: Backend, kind?: CircuitKind): BreakerState;
}

export interface UpstreamDeps {
  fetch?: FetchLike;
  logger?: Pick<Logger, 'debug' | 'warn'>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Called once per HTTP request sent (metrics and tests). */
  onRequest?: (event: { backend: Backend; method: string; path: string; status: number | null; ms: number }) => void;
  /** Called once per failed attempt: an outage answer (429/5xx), a refused token, a timeout, an open circuit. */
  onError?: (event: { backend: Backend; code: UpstreamError['code'] }) => void;
  /** Called once per drift event (a field read by a default, an item left out, a sampled contract mismatch). */
  onDrift?: (event: DriftEvent) => void;
}

/** The request id travels to the back-ends, so their logs line up with the site's and the gateway's. */
export function requestIdHeader(): Record<string, string> {
  const requestId = currentRequestId();
  return requestId ? { 'x-request-id': requestId } : {};
}

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(`${baseUrl}${path.startsWith('/') ? path : `/${path}`}`);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    url.searchParams.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return url.toString();
}

/** Full jitter: a random delay up to base * 2^attempt, so retrying instances do not march in step. */
export function backoffDelay(attempt: number, baseMs: number, random: () => number): number {
  return Math.round(random() * baseMs * 2 ** attempt);
}

export function createUpstream(
  config: Pick<GatewayConfig, 'backends' | 'upstream'> & Partial<Pick<GatewayConfig, 'callRoutes'>>,
  deps: UpstreamDeps = {},
): Upstream {
  const fetchImpl: FetchLike = deps.fetch ?? ((input, init) => fetch(input, init));
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = deps.random ?? Math.random;
  const tokens: TokenCache = createTokenCache(config, { fetch: fetchImpl, now });
  const circuits = () =>
    new Map<Backend, CircuitBreaker>(
      BACKENDS.map((b) => [
        b,
        createCircuitBreaker({
          failures: config.upstream.breakerFailures,
          cooldownMs: config.upstream.breakerCooldownMs,
          now,
        }),
      ]),
    );
  const breakers: Record<CircuitKind, Map<Backend, CircuitBreaker>> = { reads: circuits(), deliveries: circuits() };
  const inFlightReads = new Map<string, Promise<unknown>>();
  const drift = createDriftRecorder(deps.logger, deps.onDrift);
  const sampler = createContractSampler(config.upstream.contractSampleEvery ?? 0, drift.note);

  const breaker = (backend: Backend, kind: CircuitKind = 'reads'): CircuitBreaker => breakers[kind].get(backend)!;

  /** One attempt: breaker, token, request, one token refresh on 401. Returns the raw answer. */
  async function attempt(
    backend: Backend,
    method: string,
    path: string,
    url: string,
    body: RequestInit['body'],
    headers: Record<string, string>,
    timeoutMs: number,
    kind: CircuitKind = 'reads',
  ): Promise<{ status: number; body: unknown }> {
    const circuit = breaker(backend, kind);
    if (!circuit.tryAcquire()) {
      deps.onError?.({ backend, code: 'CIRCUIT_OPEN' });
      throw new UpstreamError(
        'CIRCUIT_OPEN',
        backend,
        `${backend} is failing; ${kind === 'reads' ? 'calls' : 'deliveries'} are paused`,
      );
    }
    return inSpan(
      `${method} ${backend}`,
      {
        kind: SpanKind.CLIENT,
        attributes: { 'agency.backend': backend, 'http.request.method': method, 'url.path': path },
      },
      async (span) => {
        const answer = await attemptWithCircuit(circuit, backend, method, path, url, body, headers, timeoutMs);
        span.setAttribute('http.response.status_code', answer.status);
        return answer;
      },
    );
  }

  async function attemptWithCircuit(
    circuit: CircuitBreaker,
    backend: Backend,
    method: string,
    path: string,
    url: string,
    body: RequestInit['body'],
    headers: Record<string, string>,
    timeoutMs: number,
  ): Promise<{ status: number; body: unknown }> {
    // The back-end sees this call's span as the parent of whatever it does (W3C traceparent).
    const propagated = { ...requestIdHeader(), ...traceHeaders() };
    try {
      let answer: { status: number; body: unknown } | undefined;
      for (let refreshes = 0; refreshes < 2; refreshes += 1) {
        const token = await tokens.get(backend);
        const started = now();
        try {
          answer = await fetchWithDeadline(
            fetchImpl,
            backend,
            url,
            {
              method,
              body,
              headers: { ...headers, ...propagated, accept: 'application/json', authorization: `Bearer ${token}` },
            },
            timeoutMs,
          );
        } catch (error) {
          deps.onRequest?.({ backend, method, path, status: null, ms: now() - started });
          throw error;
        }
        deps.onRequest?.({ backend, method, path, status: answer.status, ms: now() - started });
        deps.logger?.debug(
          { backend, method, path, status: answer.status, ms: now() - started, requestId: currentRequestId() },
          'upstream call',
        );
        if (answer.status !== 401) break;
        // The token expired early or the back-end restarted: sign in again, once.
        tokens.invalidate(backend, token);
      }
      const status = answer!.status;
      if (status === 429 || status >= 500) {
        circuit.failure();
        deps.onError?.({ backend, code: 'UPSTREAM_BAD_STATUS' });
      } else circuit.success();
      if (status === 401) deps.onError?.({ backend, code: 'UPSTREAM_UNAUTHORIZED' });
      return answer!;
    } catch (error) {
      if (isUpstreamError(error) && error.isOutage) circuit.failure();
      else circuit.release();
      if (isUpstreamError(error)) deps.onError?.({ backend, code: error.code });
      throw error;
    }
  }

  /** Reads: retried at most readRetries times on 429/5xx/timeout with jittered backoff. */
  async function read<T>(
    backend: Backend,
    method: string,
    path: string,
    url: string,
    body: string | undefined,
    timeoutMs: number,
  ) {
    const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
    for (let attemptNo = 0; ; attemptNo += 1) {
      try {
        const answer = await attempt(backend, method, path, url, body, headers, timeoutMs);
        if (answer.status < 200 || answer.status >= 300) throw badStatus(backend, answer.status);
        return answer.body as T;
      } catch (error) {
        const retry = isUpstreamError(error) && error.retryable && attemptNo < config.upstream.readRetries;
        if (!retry) {
          if (isUpstreamError(error) && error.code !== 'UPSTREAM_BAD_STATUS') {
            deps.logger?.warn(
              { backend, path, code: error.code, requestId: currentRequestId() },
              'upstream read failed',
            );
          }
          throw error;
        }
        await sleep(backoffDelay(attemptNo, config.upstream.backoffBaseMs, random));
      }
    }
  }

  /** Identical concurrent reads share one request. */
  function dedupedRead<T>(key: string, run: () => Promise<T>): Promise<T> {
    const existing = inFlightReads.get(key);
    if (existing) return existing as Promise<T>;
    const promise = run().finally(() => inFlightReads.delete(key));
    inFlightReads.set(key, promise);
    return promise;
  }

  const upstream: Upstream = {
    call(call, backend, request) {
      return readCall(upstream, call, backend, request);
    },

    get<T>(backend: Backend, path: string, options: RequestOptions = {}) {
      const url = buildUrl(config.backends[backend].baseUrl, path, options.query);
      const timeoutMs = options.timeoutMs ?? config.upstream.timeoutMs;
      return dedupedRead(`GET ${url}`, () => read<T>(backend, 'GET', path, url, undefined, timeoutMs));
    },

    async postJson<T>(backend: Backend, path: string, body: unknown, options: PostJsonOptions = {}) {
      const url = buildUrl(config.backends[backend].baseUrl, path, options.query);
      const timeoutMs = options.timeoutMs ?? config.upstream.timeoutMs;
      const json = JSON.stringify(body);
      if (options.read) {
        return dedupedRead(`POST ${url} ${json}`, () => read<T>(backend, 'POST', path, url, json, timeoutMs));
      }
      const answer = await attempt(backend, 'POST', path, url, json, { 'content-type': 'application/json' }, timeoutMs);
      if (answer.status < 200 || answer.status >= 300) throw badStatus(backend, answer.status);
      return answer.body as T;
    },

    async postForm<T>(backend: Backend, path: string, form: FormData, options: RequestOptions = {}) {
      const url = buildUrl(config.backends[backend].baseUrl, path, options.query);
      const timeoutMs = options.timeoutMs ?? config.upstream.timeoutMs;
      // fetch sets the multipart content-type with its boundary itself. Its own circuit (deliveries).
      const answer = await attempt(backend, 'POST', path, url, form, options.headers ?? {}, timeoutMs, 'deliveries');
      if (answer.status === 401 || answer.status === 429 || answer.status >= 500)
        throw badStatus(backend, answer.status);
      return { status: answer.status, body: answer.body as T };
    },

    async ensureToken(backend) {
      await tokens.get(backend);
    },

    async probe(backend) {
      const circuit = breaker(backend);
      if (!circuit.tryAcquire()) return 'circuit open';
      try {
        // A fresh sign-in, not the cached token: the probe must reach the back-end to mean anything.
        await tokens.renew(backend);
        circuit.success();
        return 'ok';
      } catch (error) {
        if (isUpstreamError(error) && error.isOutage) circuit.failure();
        else circuit.release();
        throw error;
      }
    },

    mediaBase(backend) {
      return config.backends[backend].mediaBase;
    },

    route(call, brand, postType) {
      return backendForCall(call, brand, { routes: config.callRoutes ?? {}, postType });
    },

    drift: drift.note,
    sample: sampler.sample,

    breakerState(backend, kind = 'reads') {
      return breaker(backend, kind).state();
    },
  };
  return upstream;
}
