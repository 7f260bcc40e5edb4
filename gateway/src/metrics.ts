import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ContentLookup } from './store/types';
import { BACKENDS, type Backend } from './backends';
import type { BreakerState } from './upstream/breaker';
import type { UpstreamDeps } from './upstream/client';

/** Circuit state as a number a dashboard can plot and alert on (open > 0 for long = a back-end is down). */
const BREAKER_VALUE: Record<BreakerState, number> = { closed: 0, 'half-open': 1, open: 2 };

/**
 * Prometheus metrics of one gateway instance (own registry, so tests can run several): request rate
 * and latency, back-end calls, errors and latency per back-end, store lookups (hit ratio) and the
 * circuit state per back-end.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const upstreamRequests = new Counter({
    name: 'gateway_upstream_requests_total',
    help: 'HTTP requests sent to the back-ends',
    labelNames: ['backend', 'method', 'status'] as const,
    registers: [registry],
  });
  const upstreamSeconds = new Histogram({
    name: 'gateway_upstream_request_seconds',
    help: 'Duration of back-end requests',
    labelNames: ['backend'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5],
    registers: [registry],
  });
  const upstreamErrors = new Counter({
    name: 'gateway_upstream_errors_total',
    help: 'Failed back-end attempts by code (outage answers, timeouts, unreachable, refused token, open circuit)',
    labelNames: ['backend', 'code'] as const,
    registers: [registry],
  });
  const httpRequests = new Counter({
    name: 'gateway_http_requests_total',
    help: 'HTTP requests answered by the gateway',
    labelNames: ['route', 'status'] as const,
    registers: [registry],
  });
  const httpSeconds = new Histogram({
    name: 'gateway_http_request_seconds',
    help: 'Time to answer an HTTP request, by route',
    labelNames: ['route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const storeLookups = new Counter({
    name: 'gateway_store_lookups_total',
    help: 'Content store reads: hit (fresh; the reads of an answer served from the answer cache count as hits), stale (served, refreshed in background), miss (loaded), fallback (load failed, last good value served), error (load failed, nothing stored)',
    labelNames: ['type', 'result'] as const,
    registers: [registry],
  });
  const resultCacheLookups = new Counter({
    name: 'gateway_result_cache_lookups_total',
    help: 'Queries the answer cache could serve: hit (answered without executing; its store reads count as store hits), miss (executed)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const operations = new Histogram({
    name: 'gateway_operation_seconds',
    help: 'GraphQL operations answered, by operation and app (site: the site server; anonymous: visitors through the site proxy or direct; else an app by its key, or the app whose published document a caller without a key ran): count and latency',
    labelNames: ['operation', 'app'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const onOperation = (labels: { operation: string; app: string }, seconds: number) =>
    operations.observe(labels, seconds);
  let breakerStateOf: ((backend: Backend, kind: 'reads' | 'deliveries') => BreakerState) | undefined;
  new Gauge({
    name: 'gateway_upstream_circuit_state',
    help: 'Circuit breaker per back-end: 0 closed, 1 half-open, 2 open',
    labelNames: ['backend'] as const,
    registers: [registry],
    collect() {
      if (!breakerStateOf) return;
      for (const backend of BACKENDS) this.set({ backend }, BREAKER_VALUE[breakerStateOf(backend, 'reads')]);
    },
  });
  new Gauge({
    name: 'gateway_upstream_delivery_circuit_state',
    help: 'Circuit breaker of form deliveries per back-end (apart from its reads): 0 closed, 1 half-open, 2 open',
    labelNames: ['backend'] as const,
    registers: [registry],
    collect() {
      if (!breakerStateOf) return;
      for (const backend of BACKENDS) this.set({ backend }, BREAKER_VALUE[breakerStateOf(backend, 'deliveries')]);
    },
  });

  const onUpstreamRequest: NonNullable<UpstreamDeps['onRequest']> = (event) => {
    upstreamRequests.inc({ backend: event.backend, method: event.method, status: String(event.status ?? 'error') });
    upstreamSeconds.observe({ backend: event.backend }, event.ms / 1000);
  };
  const onUpstreamError: NonNullable<UpstreamDeps['onError']> = (event) => {
    upstreamErrors.inc({ backend: event.backend, code: event.code });
  };
  const drift = new Counter({
    name: 'gateway_upstream_drift_total',
    help: 'Back-end answers that differ from the REST contract, by back-end, call and kind: defaulted (read by a default), dropped (left out) or seen (a sampled answer that breaks the contract). The first of each is logged with a sample',
    labelNames: ['backend', 'call', 'kind'] as const,
    registers: [registry],
  });
  const onDrift: NonNullable<UpstreamDeps['onDrift']> = (event) =>
    drift.inc({ backend: event.backend, call: event.call, kind: event.kind });
  const onStoreLookup = (event: ContentLookup) => storeLookups.inc({ type: event.type, result: event.result });
  const onResultCacheLookup = (result: 'hit' | 'miss') => resultCacheLookups.inc({ result });
  const deadLetters = new Counter({
    name: 'gateway_outbox_dead_letters_total',
    help: 'Form submissions the outbox gave up on, by cause: gave-up (retry ceiling), refused (a 422 the visitor did not see), field-mismatch (the panel requires a field the visitor never filled: a naming mismatch; fix FORM_FIELD_NAMES); list and replay them with `pnpm outbox`',
    labelNames: ['kind', 'backend', 'cause'] as const,
    registers: [registry],
  });
  const onDeadLetter = (letter: { kind: string; backend: string; cause: string }) =>
    deadLetters.inc({ kind: letter.kind, backend: letter.backend, cause: letter.cause });
  const photoApplications = new Counter({
    name: 'gateway_photo_applications_total',
    help: "Scouting applications' photos, by outcome: prepared (all four re-encoded), refused (a photo's type, dimensions or JPEG scans, before any decode), refused-decoding (the decoder refused one), overrun (a photo past PHOTO_DECODE_TIMEOUT_MS: its decoder process was killed), busy-address (that address already had one waiting), busy (the decoder queue full or the wait past PHOTO_QUEUE_MAX_WAIT_MS)",
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const onPhotos = (outcome: string) => photoApplications.inc({ outcome });
  let outboxCountsOf: (() => Record<string, number>) | undefined;
  new Gauge({
    name: 'gateway_outbox_entries',
    help: 'Outbox entries by status: pending (not delivered yet), dead (given up on, kept for a replay), done (delivered, bookkeeping only)',
    labelNames: ['status'] as const,
    registers: [registry],
    collect() {
      if (!outboxCountsOf) return;
      for (const [status, n] of Object.entries(outboxCountsOf())) this.set({ status }, n);
    },
  });
  /** The outbox gauge reads the outbox's counts when scraped. */
  const watchOutbox = (countsOf: () => Record<string, number>) => {
    outboxCountsOf = countsOf;
  };
  let registryStateOf: (() => { version: number; unreadable: boolean }) | undefined;
  new Gauge({
    name: 'gateway_app_registry_version',
    help: 'The version of the app registry this gateway holds (npm run apps raises it with every change): gateways that disagree for longer than a few polls are not reading it',
    registers: [registry],
    collect() {
      if (registryStateOf) this.set(registryStateOf().version);
    },
  });
  new Gauge({
    name: 'gateway_app_registry_unreadable',
    help: '1 while this gateway cannot read the app registry (it keeps the registry last read: new keys, publishes and revokes wait)',
    registers: [registry],
    collect() {
      if (registryStateOf) this.set(registryStateOf().unreadable ? 1 : 0);
    },
  });
  /** The registry gauges read the gateway's registry when scraped. */
  const watchAppRegistry = (stateOf: () => { version: number; unreadable: boolean }) => {
    registryStateOf = stateOf;
  };
  const backendUp = new Gauge({
    name: 'gateway_backend_up',
    help: 'Last health probe of each back-end (GET /health, through its circuit breaker): 1 answered, 0 failed or circuit open',
    labelNames: ['backend'] as const,
    registers: [registry],
  });
  const onBackendProbe = (backend: Backend, up: boolean) => backendUp.set({ backend }, up ? 1 : 0);
  /** The circuit gauge reads the upstream client's breakers when scraped. */
  const watchBreakers = (stateOf: (backend: Backend, kind: 'reads' | 'deliveries') => BreakerState) => {
    breakerStateOf = stateOf;
  };
  return {
    registry,
    onUpstreamRequest,
    onUpstreamError,
    onDrift,
    onStoreLookup,
    onResultCacheLookup,
    onOperation,
    watchBreakers,
    onDeadLetter,
    onPhotos,
    watchOutbox,
    watchAppRegistry,
    onBackendProbe,
    httpRequests,
    httpSeconds,
  };
}

export type GatewayMetrics = ReturnType<typeof createMetrics>;
