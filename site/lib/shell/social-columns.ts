/** Icons the narrowest phone (320 px, its page padding aside) holds on one row: 44 px targets and their gaps. */
const PHONE_ROW = 5;

/**
 * Columns of the network icons below the desktop layout: as few rows as the narrowest phone needs,
 * filled as evenly as a wrapping row allows (9 icons: 5 + 4, never 8 + 1), so no icon is left alone on a row.
 */
export function socialColumns(count: number): number {
  return Math.ceil(count / Math.max(1, Math.ceil(count / PHONE_ROW)));
}
