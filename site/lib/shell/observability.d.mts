import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';

export declare const logger: Logger;
export declare function createLogger(level: string, destination?: { write(line: string): void }): Logger;
export declare function traceIdOf(headers: Record<string, unknown> | undefined): string | undefined;
export declare function routeClass(url?: string, headers?: Record<string, unknown>): string;
export interface SiteMetrics {
  registry: Registry;
  observe(req: IncomingMessage, res: ServerResponse): void;
}
export declare function createSiteMetrics(): SiteMetrics;
export declare function startMetricsServer(metrics: SiteMetrics, port: number, host: string): Promise<Server>;
