// Fixed-duration load with autocannon: every run is bounded by its duration,
// and a run whose answers were not all 2xx is reported as such (the figures of
// a failing run are not comparable).
import autocannon from 'autocannon';

export const CONNECTIONS = 50;

/**
 * Runs `requests` (autocannon request objects, cycled per connection) against
 * `url` for `seconds`. Latency is autocannon's: request written -> response
 * complete (last byte), in ms with 1 ms resolution.
 */
export async function loadRun({ url, requests, seconds, connections = CONNECTIONS, headers, overallRate, servername }) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests,
    headers,
    timeout: 10,
    // TLS to an address, naming the host the certificate is for (SNI).
    ...(servername ? { servername } : {}),
    // Requests per second across all connections; unset = as fast as the server answers.
    ...(overallRate ? { overallRate } : {}),
  });
  const errors = result.errors + result.timeouts;
  return {
    seconds,
    connections,
    requestsTotal: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors,
    ok: result.non2xx === 0 && errors === 0 && result.requests.total > 0,
  };
}

/** Percentile of a list of numbers (nearest rank). */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}
