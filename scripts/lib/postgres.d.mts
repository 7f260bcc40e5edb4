// Types of postgres.mjs for the tests that start a throwaway cluster (gateway/test/postgres-server.ts).
export function freePort(): Promise<number>;

export function startPostgres(options?: { dataDir?: string; port?: number }): Promise<{
  url: string;
  /** The cluster superuser's URL (tests that make a database each). */
  adminUrl: string;
  port: number;
  dir: string;
  stop(): void;
}>;

export function postgresServer(options: { dataDir: string; port: number }): {
  command: string;
  args: string[];
  options: { cwd: string; uid?: number; gid?: number; env: Record<string, string> };
  ready(): string;
};
