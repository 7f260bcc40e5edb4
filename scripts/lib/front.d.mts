// Types of front.mjs for the browser tests that drive the front.
export function caddyVersion(command?: string): [number, number, number] | null;
export function safeProtocols(version: readonly number[] | null): string;
export function requestThroughFront(options: {
  port: number;
  host: string;
  path?: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  servername?: string;
  timeoutMs?: number;
}): Promise<{ status: number; headers: import('node:http').IncomingHttpHeaders; body: string }>;
