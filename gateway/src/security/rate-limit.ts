import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';

export interface RateRule {
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Fixed-window counters: each call counts, the window starts with the first call for a key. Simple,
 * and the same in memory and in Redis, so a test of one describes the other.
 */
export interface RateLimiter {
  consume(key: string, rule: RateRule): Promise<RateDecision>;
  close(): Promise<void>;
}

export function decide(count: number, msLeft: number, rule: RateRule): RateDecision {
  if (count <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
}

/** One process only: counters vanish on restart. Expired keys are swept as the map grows. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const SWEEP_AT = 10_000;

  function sweep(at: number) {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  }

  return {
    async consume(key, rule) {
      const at = now();
      if (windows.size >= SWEEP_AT) sweep(at);
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + rule.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return decide(window.count, window.resetAt - at, rule);
    },
    async close() {
      windows.clear();
    },
  };
}

/** INCR, expiry set by the first hit, remaining time: one round trip, atomic. */
const CONSUME_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

/**
 * Shared by every gateway process. When Redis cannot answer, the guard lets the submission through
 * (and reports it): losing a visitor's application is worse than a burst of spam.
 */
export function createRedisRateLimiter(url: string, onError: (error: unknown) => void = () => undefined): RateLimiter {
  // Commands wait for the connection, but never long: a stalled Redis must not stall a submission.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 2000 });
  redis.on('error', onError);
  return {
    async consume(key, rule) {
      try {
        const [count, ttl] = (await redis.eval(CONSUME_SCRIPT, 1, `forms:rate:${key}`, String(rule.windowMs))) as [
          number,
          number,
        ];
        return decide(count, ttl, rule);
      } catch (error) {
        onError(error);
        return { allowed: true };
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}

export function createRateLimiter(redisUrl: string | null, onError?: (error: unknown) => void): RateLimiter {
  return redisUrl ? createRedisRateLimiter(redisUrl, onError) : createMemoryRateLimiter();
}

/** E-mail addresses are keyed by hash: the counters never hold a visitor's address. */
export function emailKey(email: string): string {
  return `email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}

export function ipKey(ip: string): string {
  return `ip:${ip}`;
}
