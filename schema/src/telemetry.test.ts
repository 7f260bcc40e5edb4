import { describe, expect, it } from 'vitest';
import { tracesEndpoint } from './telemetry';

describe('traces endpoint', () => {
  it("follows OpenTelemetry's variables: the traces endpoint as is, or the base endpoint + /v1/traces", () => {
    expect(tracesEndpoint({})).toBeNull();
    expect(tracesEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toBe(
      'http://collector:4318/v1/traces',
    );
    expect(
      tracesEndpoint({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://traces:4318/custom',
      }),
    ).toBe('http://traces:4318/custom');
  });
});
