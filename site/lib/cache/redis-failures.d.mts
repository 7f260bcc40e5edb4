/** Types of redis-failures.mjs (plain JavaScript: Next imports the cache handler at run time). */
export const FAILURE_LOG_INTERVAL_MS: number;

export interface FailureLog {
  counts: Record<string, number>;
  failed(op: string, error: unknown): void;
  succeeded(): void;
}

export function createFailureLog(options?: {
  log?: (line: string) => void;
  intervalMs?: number;
  now?: () => number;
}): FailureLog;

export function countingHandler<H extends { name?: string; prepare?: () => Promise<void> }>(
  handler: H,
  failures: FailureLog,
): H;
