import { isNodeRuntime } from './lib/config-runtime';

/**
 * Next.js calls this once per server process: tracing for the Node runtime (lib/telemetry/node.ts),
 * and the visitor's address on the gateway calls of a render (lib/gateway/visitor-address.ts).
 */
export async function register(): Promise<void> {
  if (!isNodeRuntime()) return;
  const { registerSiteTracing } = await import('./lib/telemetry/node');
  registerSiteTracing();
  const { registerVisitorAddress } = await import('./lib/gateway/visitor-address');
  registerVisitorAddress();
}
