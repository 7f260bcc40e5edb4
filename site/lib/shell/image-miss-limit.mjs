// Counts the image optimizer's misses per visitor address, for scripts/serve-brands.mjs (plain
// JavaScript: the site's server loads it outside Next's bundles).

/** Addresses one limiter remembers at most: about 100 bytes each. */
export const IMAGE_MISS_MAX_KEYS = 50_000;

/**
 * A miss of /_next/image (answered with x-nextjs-cache: MISS) is an encode and a file on disk; a
 * visitor who makes `limit` of them in a window is refused (429) until it ends, while hits cost
 * nothing and are never counted. Fixed windows kept in the order they started, so expired ones
 * are dropped from the front; at `maxKeys` the oldest is forgotten early (memory stays bounded,
 * and forgetting only lets a visitor through sooner).
 */
export function createImageMissLimiter({ limit, windowMs, maxKeys = IMAGE_MISS_MAX_KEYS, now = Date.now }) {
  const windows = new Map();
  const dropExpired = (at) => {
    for (const [key, window] of windows) {
      if (window.resetAt > at) return;
      windows.delete(key);
    }
  };
  return {
    /** Seconds until `key` may ask again, or 0 when it may now. */
    retryAfter(key) {
      const at = now();
      dropExpired(at);
      const window = windows.get(key);
      return window && window.count >= limit ? Math.max(1, Math.ceil((window.resetAt - at) / 1000)) : 0;
    },
    /** Counts one miss of `key`. */
    miss(key) {
      const at = now();
      dropExpired(at);
      let window = windows.get(key);
      if (!window) {
        while (windows.size >= maxKeys) windows.delete(windows.keys().next().value);
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
    },
    size: () => windows.size,
  };
}
