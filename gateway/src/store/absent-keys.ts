/**
 * Keys whose content does not exist (a loader answered null: unknown post, profile, page), kept
 * apart from the content store so misses never take the place of content: a small map in this
 * process, bounded in size and in time. Insertion order is expiry order (one TTL for all), so
 * expired keys are dropped from the front and the oldest is forgotten first when full: every
 * operation is amortised O(1). A forgotten miss only means one more back-end call.
 */
export interface AbsentKeys {
  has(key: string): boolean;
  add(key: string): void;
  delete(key: string): void;
  keys(): string[];
  readonly size: number;
}

export const ABSENT_MAX_KEYS = 1000;
/** Long enough to absorb repeated probes of one unknown; short enough for new content to show without a hook. */
export const ABSENT_TTL_MS = 60_000;

export function createAbsentKeys(options: { maxKeys?: number; ttlMs?: number; now?: () => number } = {}): AbsentKeys {
  const maxKeys = options.maxKeys ?? ABSENT_MAX_KEYS;
  const ttlMs = options.ttlMs ?? ABSENT_TTL_MS;
  const now = options.now ?? Date.now;
  const expiries = new Map<string, number>();

  function dropExpired(at: number) {
    for (const [key, expiresAt] of expiries) {
      if (expiresAt > at) return;
      expiries.delete(key);
    }
  }

  return {
    has(key) {
      dropExpired(now());
      return expiries.has(key);
    },
    add(key) {
      const at = now();
      dropExpired(at);
      expiries.delete(key);
      while (expiries.size >= maxKeys) expiries.delete(expiries.keys().next().value!);
      expiries.set(key, at + ttlMs);
    },
    delete(key) {
      expiries.delete(key);
    },
    keys: () => [...expiries.keys()],
    get size() {
      return expiries.size;
    },
  };
}
