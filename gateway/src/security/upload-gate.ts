import type { RateDecision, RateLimiter } from './rate-limit';

export interface UploadSlotLimits {
  /** Uploads this process receives at once, from everyone (UPLOADS_MAX_CONCURRENT). */
  global: number;
  /** Uploads one client may have in flight at once (UPLOADS_MAX_CONCURRENT_PER_CLIENT). */
  perClient: number;
}

export type SlotGrant = { ok: true; release(): void } | { ok: false; scope: 'global' | 'client' };

export interface UploadSlots {
  /** Takes a slot for `client` (a limiter key) or says which bound refused it. */
  acquire(client: string): SlotGrant;
  /** Uploads in flight now (tests, metrics). */
  active(): number;
}

/**
 * Counts multipart uploads in flight, per client and in all, so the node layer can refuse one
 * before reading a byte of its body. An upload's cost (temporary files on disk, then its photos
 * decoded and re-encoded in memory) is paid while it holds its slot, so this bounds both the disk
 * and the memory uploads can take at once. Per process: every instance has its own disk and memory.
 */
export function createUploadSlots(limits: UploadSlotLimits): UploadSlots {
  let active = 0;
  const perClient = new Map<string, number>();
  return {
    acquire(client) {
      const held = perClient.get(client) ?? 0;
      if (held >= limits.perClient) return { ok: false, scope: 'client' };
      if (active >= limits.global) return { ok: false, scope: 'global' };
      active += 1;
      perClient.set(client, held + 1);
      let released = false;
      return {
        ok: true,
        release() {
          if (released) return;
          released = true;
          active -= 1;
          const left = (perClient.get(client) ?? 1) - 1;
          if (left > 0) perClient.set(client, left);
          else perClient.delete(client);
        },
      };
    },
    active: () => active,
  };
}

/**
 * A rate limiter for one request whose try was already counted under `key` (the node layer counts
 * an upload's try before reading its files): the first consume of that key answers the decision
 * taken then instead of counting again; every other call goes to the shared limiter.
 */
export function withCountedTry(limiter: RateLimiter, key: string, decision: RateDecision): RateLimiter {
  let pending = true;
  return {
    async consume(consumedKey, rule) {
      if (pending && consumedKey === key) {
        pending = false;
        return decision;
      }
      return limiter.consume(consumedKey, rule);
    },
    // The shared limiter belongs to the forms runtime, which closes it.
    close: async () => undefined,
  };
}
