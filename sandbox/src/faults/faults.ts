import { BACKENDS, type Backend } from '../backends';

export interface Fault {
  /** Added delay before every answer of that back-end. */
  latencyMs: number;
  /**
   * Delay after the request was handled (a form already stored) and before its answer is sent:
   * the window in which a client that dies or times out has been served without knowing it.
   */
  answerDelayMs: number;
  /** Share of requests (0..1) answered 500 after the delay. */
  errorRate: number;
  /**
   * 'down': every request answers 503 at once; 'refuse': the socket is closed
   * without an answer, which clients see like a refused or reset connection.
   */
  down: false | 'down' | 'refuse';
}

export type FaultPatch = {
  latencyMs?: number;
  answerDelayMs?: number;
  errorRate?: number;
  down?: boolean | 'down' | 'refuse';
};

export const NO_FAULT: Fault = { latencyMs: 0, answerDelayMs: 0, errorRate: 0, down: false };

/**
 * Parses SANDBOX_FAULT_<BACKEND>: comma-combinable `down`, `refuse`,
 * `latency=3000`, `answer-delay=3000`, `error=0.5`. Throws on anything else so a typo is not silently ignored.
 */
export function parseFaultEnv(value: string): Fault {
  const fault: Fault = { ...NO_FAULT };
  for (const raw of value.split(',')) {
    const part = raw.trim();
    if (!part) continue;
    const [key, arg] = part.split('=', 2) as [string, string | undefined];
    if (key === 'down' || key === 'refuse') fault.down = key;
    else if (key === 'latency' && arg !== undefined && Number.isFinite(Number(arg)) && Number(arg) >= 0) {
      fault.latencyMs = Number(arg);
    } else if (key === 'answer-delay' && arg !== undefined && Number.isFinite(Number(arg)) && Number(arg) >= 0) {
      fault.answerDelayMs = Number(arg);
    } else if (key === 'error' && arg !== undefined && Number(arg) >= 0 && Number(arg) <= 1)
      fault.errorRate = Number(arg);
    else throw new Error(`Bad fault spec "${part}" (use down, refuse, latency=<ms>, answer-delay=<ms>, error=<0..1>)`);
  }
  return fault;
}

export class FaultState {
  private readonly faults = new Map<Backend, Fault>();

  constructor(initial: Partial<Record<Backend, Fault>> = {}) {
    for (const [backend, fault] of Object.entries(initial)) this.faults.set(backend as Backend, { ...fault });
  }

  get(backend: Backend): Fault {
    return this.faults.get(backend) ?? NO_FAULT;
  }

  /** Merges a patch; returns an error message for an invalid one instead of applying it. */
  patch(backend: Backend, patch: FaultPatch): string | null {
    const next = { ...this.get(backend) };
    if (patch.latencyMs !== undefined) {
      if (!Number.isFinite(patch.latencyMs) || patch.latencyMs < 0 || patch.latencyMs > 600_000)
        return 'latencyMs must be 0..600000';
      next.latencyMs = patch.latencyMs;
    }
    if (patch.answerDelayMs !== undefined) {
      if (!Number.isFinite(patch.answerDelayMs) || patch.answerDelayMs < 0 || patch.answerDelayMs > 600_000)
        return 'answerDelayMs must be 0..600000';
      next.answerDelayMs = patch.answerDelayMs;
    }
    if (patch.errorRate !== undefined) {
      if (!Number.isFinite(patch.errorRate) || patch.errorRate < 0 || patch.errorRate > 1)
        return 'errorRate must be 0..1';
      next.errorRate = patch.errorRate;
    }
    if (patch.down !== undefined) {
      if (patch.down === true) next.down = 'down';
      else if (patch.down === false || patch.down === 'down' || patch.down === 'refuse') next.down = patch.down;
      else return "down must be a boolean, 'down' or 'refuse'";
    }
    this.faults.set(backend, next);
    return null;
  }

  clear(): void {
    this.faults.clear();
  }

  snapshot(): Record<Backend, Fault> {
    return Object.fromEntries(BACKENDS.map((b) => [b, this.get(b)])) as Record<Backend, Fault>;
  }
}

export function faultsFromEnv(env: Record<string, string | undefined>): Partial<Record<Backend, Fault>> {
  const out: Partial<Record<Backend, Fault>> = {};
  for (const backend of BACKENDS) {
    const value = env[`SANDBOX_FAULT_${backend.toUpperCase()}`];
    if (value) out[backend] = parseFaultEnv(value);
  }
  return out;
}
