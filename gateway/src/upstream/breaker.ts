/**
 * A circuit breaker per back-end: after `failures` consecutive outages the back-end is not
 * called for `cooldownMs`, so a dead panel costs one fast CIRCUIT_OPEN instead of a timeout
 * per request; then one trial call decides whether it closes again. Hand-written because
 * the rule is ten lines and the breaker libraries bring event emitters and timers we don't need.
 */
export type BreakerState = 'closed' | 'open' | 'half-open';

export interface CircuitBreaker {
  /** May a call go out now? In half-open state only one trial is let through at a time. */
  tryAcquire(): boolean;
  success(): void;
  failure(): void;
  /** The caller gave up on its slot without a verdict (e.g. a 4xx answer). */
  release(): void;
  state(): BreakerState;
}

export function createCircuitBreaker(options: {
  failures: number;
  cooldownMs: number;
  now?: () => number;
}): CircuitBreaker {
  const now = options.now ?? Date.now;
  let consecutiveFailures = 0;
  let openUntil = 0;
  let trialInFlight = false;

  const state = (): BreakerState => {
    if (openUntil === 0) return 'closed';
    return now() < openUntil ? 'open' : 'half-open';
  };

  return {
    tryAcquire() {
      const current = state();
      if (current === 'closed') return true;
      if (current === 'open' || trialInFlight) return false;
      trialInFlight = true;
      return true;
    },
    success() {
      consecutiveFailures = 0;
      openUntil = 0;
      trialInFlight = false;
    },
    failure() {
      consecutiveFailures += 1;
      const wasTrial = trialInFlight;
      trialInFlight = false;
      if (wasTrial || consecutiveFailures >= options.failures) openUntil = now() + options.cooldownMs;
    },
    release() {
      trialInFlight = false;
    },
    state,
  };
}
