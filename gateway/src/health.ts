import { BACKENDS, type Backend } from './backends';
import type { Gateway } from './gateway';

const CHECK_TIMEOUT_MS = 3000;
/** Back-end health answers are reused this long: a burst of /health calls makes one round of probes. */
const BACKEND_HEALTH_TTL_MS = 5000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref()),
  ]);
}

const failed = (error: unknown) => `failed: ${(error as { code?: string }).code ?? (error as Error).message}`;

/**
 * Readiness of this process only: its store answers and its outbox can take a submission. The
 * back-ends are not part of it: the gateway serves stored content and queues forms while one is
 * down, and a load balancer pulling every instance because a back-end failed would turn one outage
 * into a full one. Not ready while shutting down, so traffic drains away first.
 */
export async function readiness(
  gateway: Gateway,
  draining: boolean,
): Promise<{ ready: boolean; checks: Record<string, string> }> {
  if (draining) return { ready: false, checks: { process: 'shutting down' } };
  const checks: Record<string, string> = {};
  await Promise.all([
    withTimeout(gateway.store.ping(), CHECK_TIMEOUT_MS).then(
      () => (checks.store = 'ok'),
      (error: unknown) => (checks.store = failed(error)),
    ),
    withTimeout(gateway.forms.services.outbox.checkWritable(), CHECK_TIMEOUT_MS).then(
      () => (checks.outbox = 'ok'),
      (error: unknown) => (checks.outbox = failed(error)),
    ),
  ]);
  return { ready: Object.values(checks).every((v) => v === 'ok'), checks };
}

export interface BackendHealth {
  status: 'ok' | 'degraded';
  /** `circuit`: the back-end's reads; `deliveries`: its form deliveries' own circuit. */
  backends: Record<Backend, { state: string; circuit: string; deliveries: string }>;
}

/**
 * Back-end health for people and dashboards (GET /health; the circuit gauge on /metrics says the
 * same): each back-end probed through its circuit breaker, answers reused for a few seconds.
 */
export function createBackendHealth(gateway: Gateway, now: () => number = Date.now) {
  let last: { at: number; answer: Promise<BackendHealth> } | null = null;

  async function probeAll(): Promise<BackendHealth> {
    const entries = await Promise.all(
      BACKENDS.map(async (backend) => {
        const state = await withTimeout(gateway.upstream.probe(backend), CHECK_TIMEOUT_MS).then(
          (result) => result,
          failed,
        );
        gateway.metrics.onBackendProbe(backend, state === 'ok');
        const circuit = gateway.upstream.breakerState(backend, 'reads');
        return [backend, { state, circuit, deliveries: gateway.upstream.breakerState(backend, 'deliveries') }] as const;
      }),
    );
    const backends = Object.fromEntries(entries) as BackendHealth['backends'];
    const status = Object.values(backends).every((b) => b.state === 'ok') ? 'ok' : 'degraded';
    return { status, backends };
  }

  return {
    check(): Promise<BackendHealth> {
      if (!last || now() - last.at > BACKEND_HEALTH_TTL_MS) last = { at: now(), answer: probeAll() };
      return last.answer;
    },
  };
}
