// Types of production.mjs for the browser tests that drive it (site/e2e/front-failover.spec.ts, fresh-replicas.spec.ts).
import type { ChildProcess, SpawnOptions } from 'node:child_process';

export interface ProductionPorts {
  sandbox: number;
  gateways: number[];
  frontGateway: number;
  redis: number;
  /** Debian's PostgreSQL started here (unless DATABASE_URL names a database); a free port when unset. */
  postgres?: number;
  sites: number[];
  https: number;
  http: number;
}

export const MAX_REPLICAS: number;

export function productionPorts(env?: Record<string, string | undefined>, replicas?: number): ProductionPorts;

export function replicasArgument(args: string[]): number;

export function startProduction(options: {
  env?: Record<string, string | undefined>;
  ports?: ProductionPorts;
  siteSecret: string;
  revalidateSecret?: string;
  redisPassword?: string;
  sandboxUrl?: string;
  dataDir?: string;
  spawnChild?: (name: string, command: string, args: string[], options: SpawnOptions) => ChildProcess;
}): Promise<{
  children: Record<string, ChildProcess>;
  brands: { key: string; url: string }[];
  /** The public API entry through the front (https://api.<main brand's host>). */
  api: string;
  ports: ProductionPorts;
  sandboxUrl: string;
  revalidateSecret: string;
  /** The gateways' shared outbox. */
  databaseUrl: string;
}>;
