/**
 * Next.js calls this once per server process: tracing for the Node runtime (lib/telemetry/node.ts).
 * `process.env.NEXT_RUNTIME` is written out literally: Next replaces it at build time per runtime,
 * which a value read through the config module is not.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { registerSiteTracing } = await import('./lib/telemetry/node');
  registerSiteTracing();
}
