/** Longest wait between two tries, as a multiple of the base interval (5 s base -> 5 min). */
const MAX_FACTOR = 60;

/**
 * Delay before the next try after `attempts` failed ones: base, 2x, 4x ... capped at 60x base, with
 * +-20% jitter so entries queued together during an outage do not all retry in the same instant.
 */
export function retryDelayMs(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempts - 1);
  const plain = Math.min(baseMs * 2 ** Math.min(exponent, 30), baseMs * MAX_FACTOR);
  const jitter = 0.8 + 0.4 * random();
  return Math.round(plain * jitter);
}
