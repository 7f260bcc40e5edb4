/**
 * The status an error page shows (from statusCode, status or a
 * response's status, else 500). Only real HTTP error codes count.
 */
export function errorStatus(error: unknown): number {
  if (error && typeof error === 'object') {
    const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const candidate of [e.statusCode, e.status, e.response?.status]) {
      const n = Number(candidate);
      if (Number.isInteger(n) && n >= 400 && n <= 599) return n;
    }
  }
  return 500;
}
