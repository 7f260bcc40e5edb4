import { MARQUEE_MS_PER_LOGO } from './constants';

/** One pass of the partner marquee lasts 1900 ms per logo, so it moves at the same pace whatever the count. */
export function marqueeDurationMs(logoCount: number): number {
  return Math.max(1, logoCount) * MARQUEE_MS_PER_LOGO;
}
