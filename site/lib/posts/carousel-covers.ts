/**
 * Which slides of a looped carousel have their cover asked for: every slide shown so far and the
 * slides next to one (before and after, around the loop), so the next cover arrives during the
 * turn before it, and a cover once asked for stays.
 */
export function coverWanted(slide: number, shown: ReadonlySet<number>, count: number): boolean {
  if (count <= 0) return false;
  const before = (slide - 1 + count) % count;
  const after = (slide + 1) % count;
  return shown.has(slide) || shown.has(before) || shown.has(after);
}
