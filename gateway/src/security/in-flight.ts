import { Redis } from 'ioredis';

export type InFlightGrant = { ok: true; release(): void } | { ok: false };

/**
 * How many expensive requests (a comp-card generation) one address has running at once. Memory:
 * one process; Redis (REDIS_URL): every gateway instance counts against the same number, so two
 * instances behind a balancer do not double a visitor's allowance.
 */
export interface InFlightLimiter {
  /** Takes one of the `limit` places of `key`, or refuses. */
  acquire(key: string, limit: number): Promise<InFlightGrant>;
  /** Keys holding places now (memory only; tests: nothing is left behind). */
  size(): number;
  close(): Promise<void>;
}

export function createMemoryInFlight(): InFlightLimiter {
  const held = new Map<string, number>();
  return {
    async acquire(key, limit) {
      const count = held.get(key) ?? 0;
      if (count >= limit) return { ok: false };
      held.set(key, count + 1);
      let released = false;
      return {
        ok: true,
        release() {
          if (released) return;
          released = true;
          const left = (held.get(key) ?? 1) - 1;
          if (left > 0) held.set(key, left);
          else held.delete(key);
        },
      };
    },
    size: () => held.size,
    async close() {
      held.clear();
    },
  };
}

/** INCR, refused (and undone) over the limit; every key carries a TTL, so a crashed instance's places expire. */
const ACQUIRE_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
if count > tonumber(ARGV[1]) then redis.call('DECR', KEYS[1]); return 0 end
return 1
`;
const RELEASE_SCRIPT = `
local count = redis.call('DECR', KEYS[1])
if count <= 0 then redis.call('DEL', KEYS[1]) end
return count
`;

/**
 * Shared places. `holdMs` bounds how long a place outlives an instance that died holding it. When
 * Redis cannot answer, the place is granted (fail open: the per-process gate still bounds the work)
 * and the error reported.
 */
export function createRedisInFlight(
  url: string,
  options: { prefix: string; holdMs: number; onError?: (error: unknown) => void },
): InFlightLimiter {
  const onError = options.onError ?? (() => undefined);
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 2000 });
  redis.on('error', onError);
  return {
    async acquire(key, limit) {
      const redisKey = `${options.prefix}${key}`;
      let granted: number;
      try {
        granted = (await redis.eval(ACQUIRE_SCRIPT, 1, redisKey, String(limit), String(options.holdMs))) as number;
      } catch (error) {
        onError(error);
        return { ok: true, release: () => undefined };
      }
      if (granted !== 1) return { ok: false };
      let released = false;
      return {
        ok: true,
        release() {
          if (released) return;
          released = true;
          redis.eval(RELEASE_SCRIPT, 1, redisKey).catch(onError);
        },
      };
    },
    size: () => 0,
    async close() {
      redis.disconnect();
    },
  };
}

export function createInFlightLimiter(
  redisUrl: string | null,
  options: { prefix: string; holdMs: number; onError?: (error: unknown) => void },
): InFlightLimiter {
  return redisUrl ? createRedisInFlight(redisUrl, options) : createMemoryInFlight();
}
