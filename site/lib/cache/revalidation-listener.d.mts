/** Types of revalidation-listener.mjs (plain JavaScript: Next imports the cache handler at run time). */
import type { Redis } from 'ioredis';
import type { FailureLog } from './redis-failures.mjs';

export const SETTLE_MS: number;
export function listenForRevalidation(options: {
  subscriber: Redis;
  revalidate: (tag: string) => Promise<void>;
  failures: FailureLog;
  log?: (line: string) => void;
  settleMs?: number;
}): { ready: Promise<boolean>; readonly heard: number; close(): Promise<void> };
