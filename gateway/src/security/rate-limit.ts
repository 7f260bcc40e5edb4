import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { Redis } from 'ioredis';

export interface RateRule {
  limit: number;
  windowMs: number;
}

/**
 * Allowed (with what is left of the window's quota and the seconds until it ends, when the counter
 * was read); refused with the seconds until the window ends; or `unavailable`: the shared counters
 * could not be read, and the limiter was built to refuse then (see `whenUnavailable`).
 */
export type RateDecision =
  | { allowed: true; remaining?: number; resetSeconds?: number }
  | { allowed: false; retryAfterSeconds: number }
  | { allowed: false; unavailable: true };

/**
 * Fixed-window counters: each call counts, the window starts with the first call for a key. Simple,
 * and the same in memory and in Redis, so a test of one describes the other.
 */
export interface RateLimiter {
  consume(key: string, rule: RateRule): Promise<RateDecision>;
  close(): Promise<void>;
}

export function decide(count: number, msLeft: number, rule: RateRule): RateDecision {
  const seconds = Math.max(1, Math.ceil(msLeft / 1000));
  if (count <= rule.limit) return { allowed: true, remaining: rule.limit - count, resetSeconds: seconds };
  return { allowed: false, retryAfterSeconds: seconds };
}

export interface MemoryRateLimiter extends RateLimiter {
  /** Keys held now (tests: the map stays bounded). */
  size(): number;
}

/** Keys one in-memory limiter holds at most: about 100 bytes each, so a few MB. */
export const MEMORY_LIMITER_MAX_KEYS = 50_000;

/**
 * One process only: counters vanish on restart. Bounded: a key's window sits in a Map in the order
 * its window started (a new window re-inserts the key at the end), so expired windows are at the
 * front and each call drops only those, each key once (amortised O(1), never a scan of the map).
 * At `maxKeys` the oldest window is forgotten early: memory stays bounded whatever an attacker
 * sends, and forgetting can only let a caller through sooner, never block an innocent one.
 */
export function createMemoryRateLimiter(
  now: () => number = Date.now,
  maxKeys: number = MEMORY_LIMITER_MAX_KEYS,
): MemoryRateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  /** Drops expired windows from the front; stops at the first live one. */
  function dropExpired(at: number) {
    for (const [key, window] of windows) {
      if (window.resetAt > at) return;
      windows.delete(key);
    }
  }

  return {
    async consume(key, rule) {
      const at = now();
      dropExpired(at);
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        windows.delete(key);
        while (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
        window = { count: 0, resetAt: at + rule.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return decide(window.count, window.resetAt - at, rule);
    },
    size: () => windows.size,
    async close() {
      windows.clear();
    },
  };
}

/** INCR, expiry set by the first hit (and repaired if a key ever lacks one), remaining time: one atomic round trip. */
const CONSUME_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

export interface RedisRateLimiterOptions {
  /** Namespace of the counters in Redis, e.g. 'forms:rate:' or 'queries:rate:'. */
  prefix: string;
  /**
   * What a call answers when Redis cannot: 'refuse' (fail closed: the caller must say the service
   * is unavailable) or 'allow' (fail open). Every failure is reported through onError either way.
   */
  whenUnavailable: 'refuse' | 'allow';
  onError?: (error: unknown) => void;
}

/**
 * Shared by every gateway process; every counter carries a TTL (its window), so Redis never keeps
 * a key longer than the window it counts.
 */
export function createRedisRateLimiter(url: string, options: RedisRateLimiterOptions): RateLimiter {
  const onError = options.onError ?? (() => undefined);
  // Commands wait for the connection, but never long: a stalled Redis must not stall a request.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 2000 });
  redis.on('error', onError);
  return {
    async consume(key, rule) {
      try {
        const [count, ttl] = (await redis.eval(
          CONSUME_SCRIPT,
          1,
          `${options.prefix}${key}`,
          String(rule.windowMs),
        )) as [number, number];
        return decide(count, ttl, rule);
      } catch (error) {
        onError(error);
        return options.whenUnavailable === 'allow' ? { allowed: true } : { allowed: false, unavailable: true };
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** Redis when a URL is given (counters shared by every instance), else this process' memory. */
export function createRateLimiter(redisUrl: string | null, options: RedisRateLimiterOptions): RateLimiter {
  return redisUrl ? createRedisRateLimiter(redisUrl, options) : createMemoryRateLimiter();
}

/** Mail providers that ignore dots in the local part, and the domain their mailboxes share. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address delivers to, as far as counting goes: lower case, the '+tag' of the
 * local part dropped (a+1@x and a+2@x reach one inbox), and for Gmail the dots too
 * (a.na@gmail.com is ana@gmail.com, also at googlemail.com). Only for keys: the address sent to
 * the agency stays as the visitor typed it.
 */
export function normalizeEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    local = local.replaceAll('.', '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}

/** E-mail addresses are keyed by a hash of the normalised mailbox: the counters never hold an address. */
export function emailKey(email: string): string {
  return `email:${createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 32)}`;
}

/** The eight 16-bit groups of an IPv6 address (zone dropped, '::' expanded, a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => parseInt(group, 16));
}

/**
 * The bucket an address is counted in: an IPv4 address alone; an IPv6 address by its /64, the
 * block one subscriber usually holds whole (counting single addresses would give every visitor
 * 2^64 fresh quotas). IPv4-mapped IPv6 (::ffff:a.b.c.d) counts as the IPv4 address.
 */
export function addressBucket(ip: string): string {
  const family = isIP(ip.split('%')[0]!);
  if (family !== 6) return ip;
  const groups = ipv6Groups(ip);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

export function ipKey(ip: string): string {
  return `ip:${addressBucket(ip)}`;
}
