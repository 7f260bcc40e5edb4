import { SHELL } from './constants';

const { durationMs } = SHELL.loadingBar;

/**
 * Width (0..1) of the top loading bar after `elapsedMs` of work: it rises
 * quickly, then slows so it approaches 95% at its 5000 ms duration and
 * never reaches the end before the work does. Finishing sets it to 1.
 */
export function loadingProgress(elapsedMs: number): number {
  if (elapsedMs <= 0) return 0;
  const t = Math.min(elapsedMs, durationMs) / durationMs;
  // Ease-out curve: 1 - (1 - t)^3, scaled to a 95% ceiling.
  return 0.95 * (1 - Math.pow(1 - t, 3));
}
