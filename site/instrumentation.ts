/** Next.js calls this once per server process: tracing for the Node runtime (lib/telemetry/node.ts). */
export async function register(): Promise<void> {
  const { siteConfig } = await import('./lib/config');
  if (siteConfig.nextRuntime !== 'nodejs') return;
  const { registerSiteTracing } = await import('./lib/telemetry/node');
  registerSiteTracing();
}
