import type { Logger } from 'pino';

/** Warm-up loads running at once: enough to finish in a few seconds, few enough to spare the back-ends. */
export const WARMUP_CONCURRENCY = 4;

/**
 * Runs the store's warm-up loads right after start, a few at a time, so the first visitor of each
 * brand does not wait for several back-end calls. The loads are the domain modules' (each says
 * what it warms); this only runs them and tells how it went. Runs in the background; a failure
 * only leaves its entry cold.
 */
export async function runWarmup(
  loads: readonly (() => Promise<unknown>)[],
  logger?: Pick<Logger, 'info' | 'warn'>,
  concurrency = WARMUP_CONCURRENCY,
): Promise<void> {
  const started = Date.now();
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < loads.length) {
      const load = loads[next++]!;
      await load().catch(() => {
        failed += 1;
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, loads.length) }, worker));
  if (failed > 0) logger?.warn({ failed, total: loads.length }, 'store warm-up incomplete');
  else logger?.info({ entries: loads.length, ms: Date.now() - started }, 'store warmed up');
}
