import type pg from 'pg';
import { inTransaction, openPool } from '../postgres/pool';
import { AppRegistryError, type AppRow, type AppStore, type KeyRow, type RegistrySnapshot, type Scope } from './store';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS apps_meta (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  version bigint NOT NULL
);
INSERT INTO apps_meta (singleton, version) VALUES (true, 0) ON CONFLICT (singleton) DO NOTHING;
CREATE TABLE IF NOT EXISTS apps (
  name text PRIMARY KEY,
  scopes text NOT NULL,
  rate_limit_per_minute integer NOT NULL,
  created_at bigint NOT NULL,
  revoked_at bigint
);
CREATE TABLE IF NOT EXISTS app_keys (
  id text PRIMARY KEY,
  app text NOT NULL REFERENCES apps (name),
  hash text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint,
  revoked_at bigint
);
CREATE TABLE IF NOT EXISTS app_documents (
  app text NOT NULL REFERENCES apps (name),
  id text NOT NULL,
  text text NOT NULL,
  published_at bigint NOT NULL,
  PRIMARY KEY (app, id)
);
`;

/** bigint columns (ms since the epoch) come back as text: all of them are below 2^53. */
const ms = (value: string | number | null): number | null => (value === null ? null : Number(value));

type Client = pg.PoolClient;

/**
 * The registry in PostgreSQL (DATABASE_URL): every gateway of every host reads the same tables,
 * and polls one row (apps_meta.version) for changes. The tables are created on first use, under
 * an advisory lock so gateways starting together create them once.
 */
export class PostgresAppStore implements AppStore {
  private readonly pool: pg.Pool;
  private ready: Promise<void> | undefined;

  constructor(url: string, options: { onError?: (error: Error) => void } = {}) {
    // Two connections: the registry is read once per poll and changed by the CLI.
    this.pool = openPool(url, {
      max: 2,
      statementTimeoutMs: 10_000,
      applicationName: 'agency-gateway-apps',
      onError: options.onError,
    });
  }

  private schema(): Promise<void> {
    this.ready ??= this.transaction(async (client) => {
      await client.query(`SELECT pg_advisory_xact_lock(hashtext('agency:apps:schema'))`);
      await client.query(SCHEMA);
    }).catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  private transaction<T>(work: (client: Client) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, work);
  }

  /** Runs a change and raises the version in one transaction. */
  private async change<T>(work: (client: Client) => Promise<T>): Promise<T> {
    await this.schema();
    return this.transaction(async (client) => {
      const result = await work(client);
      await client.query('UPDATE apps_meta SET version = version + 1');
      return result;
    });
  }

  private async standing(client: Client, name: string): Promise<void> {
    const { rows } = await client.query<{ revoked_at: string | null }>(
      'SELECT revoked_at FROM apps WHERE name = $1 FOR UPDATE',
      [name],
    );
    if (!rows[0]) throw new AppRegistryError(`no app named ${name}`);
    if (rows[0].revoked_at !== null) throw new AppRegistryError(`app ${name} is revoked`);
  }

  async version(): Promise<number> {
    await this.schema();
    const { rows } = await this.pool.query<{ version: string }>('SELECT version FROM apps_meta');
    return Number(rows[0]!.version);
  }

  async snapshot(): Promise<RegistrySnapshot> {
    await this.schema();
    return this.transaction(async (client) => {
      // One snapshot of all four tables.
      await client.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const version = Number(
        (await client.query<{ version: string }>('SELECT version FROM apps_meta')).rows[0]!.version,
      );
      const apps = (
        await client.query<{
          name: string;
          scopes: string;
          rate_limit_per_minute: number;
          created_at: string;
          revoked_at: string | null;
        }>('SELECT * FROM apps ORDER BY name')
      ).rows.map((row): AppRow => ({
        name: row.name,
        scopes: row.scopes.split(',').filter(Boolean) as Scope[],
        rateLimitPerMinute: row.rate_limit_per_minute,
        createdAt: ms(row.created_at)!,
        revokedAt: ms(row.revoked_at),
      }));
      const keys = (
        await client.query<{
          id: string;
          app: string;
          hash: string;
          created_at: string;
          expires_at: string | null;
          revoked_at: string | null;
        }>('SELECT * FROM app_keys ORDER BY created_at, id')
      ).rows.map((row): KeyRow => ({
        id: row.id,
        app: row.app,
        hash: row.hash,
        createdAt: ms(row.created_at)!,
        expiresAt: ms(row.expires_at),
        revokedAt: ms(row.revoked_at),
      }));
      const documents = (
        await client.query<{ app: string; id: string; text: string; published_at: string }>(
          'SELECT app, id, text, published_at FROM app_documents ORDER BY app, id',
        )
      ).rows.map((row) => ({ app: row.app, id: row.id, text: row.text, publishedAt: ms(row.published_at)! }));
      return { version, apps, keys, documents };
    });
  }

  async createApp(app: Omit<AppRow, 'revokedAt'>, key: Omit<KeyRow, 'app' | 'revokedAt'>): Promise<void> {
    await this.change(async (client) => {
      const inserted = await client.query(
        `INSERT INTO apps (name, scopes, rate_limit_per_minute, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (name) DO NOTHING`,
        [app.name, app.scopes.join(','), app.rateLimitPerMinute, app.createdAt],
      );
      if (inserted.rowCount === 0) {
        throw new AppRegistryError(`an app named ${app.name} exists already (names are never reused)`);
      }
      await this.insertKey(client, app.name, key);
    });
  }

  private async insertKey(client: Client, app: string, key: Omit<KeyRow, 'app' | 'revokedAt'>): Promise<void> {
    await client.query('INSERT INTO app_keys (id, app, hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
      key.id,
      app,
      key.hash,
      key.createdAt,
      key.expiresAt,
    ]);
  }

  async addKey(app: string, key: Omit<KeyRow, 'app' | 'revokedAt'>): Promise<void> {
    await this.change(async (client) => {
      await this.standing(client, app);
      await this.insertKey(client, app, key);
    });
  }

  async updateApp(name: string, change: Partial<Pick<AppRow, 'scopes' | 'rateLimitPerMinute'>>): Promise<void> {
    await this.change(async (client) => {
      await this.standing(client, name);
      await client.query(
        `UPDATE apps SET scopes = COALESCE($2, scopes), rate_limit_per_minute = COALESCE($3, rate_limit_per_minute)
         WHERE name = $1`,
        [name, change.scopes ? change.scopes.join(',') : null, change.rateLimitPerMinute ?? null],
      );
    });
  }

  async revokeApp(name: string, at: number): Promise<boolean> {
    return this.change(async (client) => {
      const done = await client.query('UPDATE apps SET revoked_at = $2 WHERE name = $1 AND revoked_at IS NULL', [
        name,
        at,
      ]);
      await client.query('UPDATE app_keys SET revoked_at = $2 WHERE app = $1 AND revoked_at IS NULL', [name, at]);
      return (done.rowCount ?? 0) > 0;
    });
  }

  async revokeKey(id: string, at: number): Promise<boolean> {
    return this.change(async (client) => {
      const done = await client.query('UPDATE app_keys SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
        id,
        at,
      ]);
      return (done.rowCount ?? 0) > 0;
    });
  }

  async publish(
    app: string,
    documents: readonly { id: string; text: string }[],
    { at, replace }: { at: number; replace: boolean },
  ): Promise<{ added: number; removed: number }> {
    return this.change(async (client) => {
      await this.standing(client, app);
      const ids = documents.map((d) => d.id);
      const removed = replace
        ? ((await client.query('DELETE FROM app_documents WHERE app = $1 AND NOT (id = ANY($2::text[]))', [app, ids]))
            .rowCount ?? 0)
        : 0;
      const inserted = await client.query(
        `INSERT INTO app_documents (app, id, text, published_at)
         SELECT $1, id, text, $4 FROM unnest($2::text[], $3::text[]) AS d (id, text)
         ON CONFLICT (app, id) DO NOTHING`,
        [app, ids, documents.map((d) => d.text), at],
      );
      return { added: inserted.rowCount ?? 0, removed };
    });
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
