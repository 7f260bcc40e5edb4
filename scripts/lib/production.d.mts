// Types of production.mjs for the browser test that drives it (site/e2e/front-failover.spec.ts).
import type { ChildProcess, SpawnOptions } from 'node:child_process';

export interface ProductionPorts {
  sandbox: number;
  gateways: [number, number];
  frontGateway: number;
  redis: number;
  sites: [number, number];
  https: number;
  http: number;
}

export function productionPorts(env?: Record<string, string | undefined>): ProductionPorts;

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
  ports: ProductionPorts;
  sandboxUrl: string;
  revalidateSecret: string;
}>;
