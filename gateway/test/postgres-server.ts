import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { startPostgres } from '../../scripts/lib/postgres.mjs';

/**
 * A real PostgreSQL (Debian's postgresql-15, scripts/lib/postgres.mjs) in a throwaway cluster on a
 * free loopback port, with a fresh database per call of `database()`.
 */
export async function startPostgresServer(): Promise<{
  url: string;
  /** A new, empty database on the server: its URL. */
  database(): Promise<string>;
  stop(): Promise<void>;
}> {
  const server = await startPostgres();
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  return {
    url: server.url,
    async database() {
      const name = `t_${randomBytes(6).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${name} OWNER agency`);
      const url = new URL(server.url);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async stop() {
      await admin.end().catch(() => undefined);
      server.stop();
      rmSync(server.dir, { recursive: true, force: true });
    },
  };
}
