/** Types of image-miss-limit.mjs (plain JavaScript: the site's server loads it outside Next's bundles). */
export const IMAGE_MISS_MAX_KEYS: number;
export interface ImageMissLimiter {
  retryAfter(key: string): number;
  miss(key: string): void;
  size(): number;
}
export function createImageMissLimiter(options: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
  now?: () => number;
}): ImageMissLimiter;
