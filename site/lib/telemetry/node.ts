import { subscribe } from 'node:diagnostics_channel';
import { context, propagation } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { AlwaysOffSampler, BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { GATEWAY_URL } from '@/lib/gateway/config';
import { tracesEndpoint } from '@agency/schema/telemetry';
import { siteConfig } from '../config';

/** What undici publishes when a fetch creates its request (Node's own fetch). */
interface UndiciRequestCreated {
  request: { origin: string; addHeader(name: string, value: string): unknown };
}

/**
 * Tracing of the site's server (Node runtime). Next.js makes the spans of each page render and
 * fetch once a tracer provider is registered; this registers one (OTLP export when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set, none recorded otherwise) and carries the active trace
 * context (W3C traceparent) on every request to the gateway, and only there. The header is added
 * as undici creates the request, after Next's data cache has keyed the fetch: a per-visit header
 * in the fetch options would give every visit its own cache entry.
 */
export function registerSiteTracing(env: Record<string, string | undefined> = siteConfig.env): void {
  const url = tracesEndpoint(env);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || 'site' }),
    ...(url ? { spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }))] } : {}),
    ...(url ? {} : { sampler: new AlwaysOffSampler() }),
  });
  provider.register({ propagator: new W3CTraceContextPropagator() });

  const gatewayOrigin = new URL(GATEWAY_URL).origin;
  subscribe('undici:request:create', (message) => {
    const { request } = message as UndiciRequestCreated;
    if (request.origin !== gatewayOrigin) return;
    const headers: Record<string, string> = {};
    propagation.inject(context.active(), headers);
    for (const [name, value] of Object.entries(headers)) request.addHeader(name, value);
  });
}
