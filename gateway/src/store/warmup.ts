import type { Logger } from 'pino';

/**
 * Runs the store's warm-up loads right after start, so the first visitor of each brand does not
 * wait for several back-end calls. The loads are the domain modules' (each says what it warms);
 * this only starts them together and tells how it went. Runs in the background; a failure only
 * leaves its entry cold.
 */
export async function runWarmup(
  loads: readonly (() => Promise<unknown>)[],
  logger?: Pick<Logger, 'info' | 'warn'>,
): Promise<void> {
  const started = Date.now();
  const results = await Promise.allSettled(loads.map((load) => load()));
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed > 0) logger?.warn({ failed, total: loads.length }, 'store warm-up incomplete');
  else logger?.info({ entries: loads.length, ms: Date.now() - started }, 'store warmed up');
}
