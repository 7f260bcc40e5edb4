/** The pre-home ends this long after the intro images it shows have loaded... */
export const PREHOME_AFTER_IMAGES_MS = 6000;
/**
 * ...and at the latest this long after it appeared, whatever the network: a visitor never waits
 * more than 10 s for images before the page (the intro's CSS draws the same ceiling for a page
 * whose scripts never run). Kept here, not in SHELL, so only the home's script carries them.
 */
export const PREHOME_CEILING_MS = 10_000;

/**
 * How long the pre-home stays from `now`: `afterImagesMs` after the images it shows have loaded
 * (`readyAt`, null while some are still loading), and never past `ceilingMs` after it appeared
 * (`shownAt`). Times in ms on the page's clock (since the navigation began).
 */
export function prehomeRemainingMs(
  now: number,
  readyAt: number | null,
  shownAt = 0,
  afterImagesMs = PREHOME_AFTER_IMAGES_MS,
  ceilingMs = PREHOME_CEILING_MS,
): number {
  const ceiling = shownAt + ceilingMs;
  return Math.max(0, (readyAt === null ? ceiling : Math.min(readyAt + afterImagesMs, ceiling)) - now);
}

/**
 * When an intro image found in the page as it becomes interactive settled: at once for one the
 * layout hides (lazy, it never loads), when it arrived for one already in, undefined while loading.
 */
export function settledAt(img: HTMLImageElement): number | undefined {
  if (!img.getClientRects().length) return 0;
  if (img.complete)
    return (
      (performance.getEntriesByName(img.currentSrc)[0] as PerformanceResourceTiming | undefined)?.responseEnd ??
      performance.now()
    );
}
