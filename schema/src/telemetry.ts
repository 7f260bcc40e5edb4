/** Telemetry settings both the gateway and the site read the same way. */

/**
 * Where spans go, from OpenTelemetry's own variables: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as is, or
 * OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces; null when neither is set (nothing is exported).
 */
export function tracesEndpoint(env: Record<string, string | undefined>): string | null {
  if (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT) return `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`;
  return null;
}
