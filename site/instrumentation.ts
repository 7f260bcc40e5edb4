/**
 * Next.js calls this once per server process: tracing for the Node runtime (lib/telemetry/node.ts),
 * and the visitor's address on the gateway calls of a render (lib/gateway/visitor-address.ts).
 * The runtime test stays literal, here: Next writes NEXT_RUNTIME into each bundle it compiles, so
 * the edge bundle drops the Node-only import (through a helper it would still compile it, and warn).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { registerSiteTracing } = await import('./lib/telemetry/node');
  registerSiteTracing();
  const { registerVisitorAddress } = await import('./lib/gateway/visitor-address');
  registerVisitorAddress();
}
