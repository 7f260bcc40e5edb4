export function wholeNumber(
  name: string,
  raw: string | undefined,
  fallback: number,
  options?: { min?: number; unit?: string; minLabel?: string },
): number;
