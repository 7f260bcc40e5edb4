// Types of postgres.mjs for the tests that start a throwaway cluster (gateway/test/postgres-server.ts).
export function freePort(): Promise<number>;

export function startPostgres(options?: { dataDir?: string; port?: number }): Promise<{
  url: string;
  port: number;
  dir: string;
  stop(): void;
}>;
