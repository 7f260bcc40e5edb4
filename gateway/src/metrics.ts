import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { UpstreamDeps } from './upstream/client';

/** Prometheus metrics of one gateway instance (own registry, so tests can run several). */
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
  const httpRequests = new Counter({
    name: 'gateway_http_requests_total',
    help: 'HTTP requests answered by the gateway',
    labelNames: ['route', 'status'] as const,
    registers: [registry],
  });
  const onUpstreamRequest: NonNullable<UpstreamDeps['onRequest']> = (event) => {
    upstreamRequests.inc({ backend: event.backend, method: event.method, status: String(event.status ?? 'error') });
    upstreamSeconds.observe({ backend: event.backend }, event.ms / 1000);
  };
  return { registry, onUpstreamRequest, httpRequests };
}

export type GatewayMetrics = ReturnType<typeof createMetrics>;
