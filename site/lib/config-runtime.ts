/**
 * Whether this code runs in the Node.js runtime (not the edge). Next writes `process.env.NEXT_RUNTIME`
 * into each bundle when it builds it, so it is read literally here, never through the configuration
 * snapshot (lib/config.ts): the process's own environment never holds it.
 */
export function isNodeRuntime(): boolean {
  return process.env.NEXT_RUNTIME === 'nodejs';
}
