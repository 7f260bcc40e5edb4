/** Types of graceful-stop.mjs (plain JavaScript: the site's server loads it outside Next's bundles). */
import type { Server } from 'node:http';
export function stopGracefully(servers: Server[], options: { graceMs: number }): Promise<void>;
