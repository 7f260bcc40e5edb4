import { isNodeRuntime } from './lib/config-runtime';

/** Next.js calls this once per server process: tracing for the Node runtime (lib/telemetry/node.ts). */
export async function register(): Promise<void> {
  if (!isNodeRuntime()) return;
  const { registerSiteTracing } = await import('./lib/telemetry/node');
  registerSiteTracing();
}
