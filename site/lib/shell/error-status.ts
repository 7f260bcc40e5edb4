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

/**
 * Server errors reach the browser with only a digest; the layout encodes a
 * gateway failure in the message as 'GATEWAY:<status>:<code>' so the error
 * page can still show the status and the code (503 with the code).
 */
export function encodeGatewayFailure(status: number, code: string): string {
  return `GATEWAY:${status}:${code}`;
}

export function decodeGatewayFailure(message: string | undefined): { status: number; code: string } | null {
  const match = /^GATEWAY:(\d{3}):([\w.-]+)$/.exec(message ?? '');
  return match ? { status: Number(match[1]), code: match[2]! } : null;
}
