import { context, propagation, trace, SpanKind, SpanStatusCode, type Context, type Span } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { AlwaysOffSampler, BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { tracesEndpoint } from '@agency/schema/telemetry';

type Env = Record<string, string | undefined>;

let provider: NodeTracerProvider | null = null;
let recording = false;

/**
 * W3C trace context for the process, once (every gateway built in a process shares it): incoming
 * `traceparent` headers continue, back-end calls carry it on. With an OTLP endpoint
 * (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_SERVICE_NAME; OpenTelemetry's standard variables) spans are
 * batched and exported; without one none is recorded, trace ids still pass through, and the
 * exporter is never loaded.
 */
export async function startTracing(env: Env): Promise<void> {
  if (provider) return;
  const url = tracesEndpoint(env);
  const exporter = url
    ? new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter({ url })
    : undefined;
  if (provider) return;
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || 'gateway' }),
    ...(exporter ? { spanProcessors: [new BatchSpanProcessor(exporter)] } : {}),
    ...(exporter ? {} : { sampler: new AlwaysOffSampler() }),
  });
  provider.register({ propagator: new W3CTraceContextPropagator() });
  recording = Boolean(exporter);
}

/** Whether spans are recorded and exported (an OTLP endpoint is configured). */
export function tracingRecords(): boolean {
  return recording;
}

/** Sends what is batched (on a graceful stop). */
export async function flushTraces(): Promise<void> {
  await provider?.forceFlush();
}

const tracer = () => trace.getTracer('agency-gateway');

/** The context a request's trace headers describe (a fresh trace when it has none). */
export function incomingContext(headers: Record<string, string | string[] | undefined>): Context {
  return propagation.extract(context.active(), headers);
}

/** Runs `fn` in a span of `kind`, ended (and marked failed on a throw) when `fn` settles. */
export async function inSpan<T>(
  name: string,
  options: { kind: SpanKind; attributes?: Record<string, string | number>; parent?: Context },
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer().startActiveSpan(
    name,
    { kind: options.kind, attributes: options.attributes },
    options.parent ?? context.active(),
    async (span) => {
      try {
        return await fn(span);
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** The `traceparent` (and `tracestate`) of the active span, for an outgoing request. */
export function traceHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  return headers;
}

/** Trace and span id of the active span, for log lines (empty outside a trace). */
export function activeTraceIds(): { traceId?: string; spanId?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}

export { SpanKind };
