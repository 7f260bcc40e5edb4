// Types of front.mjs for the browser tests that drive the front.
export function caddyVersion(command?: string): [number, number, number] | null;
export function safeProtocols(version: readonly number[] | null): string;
