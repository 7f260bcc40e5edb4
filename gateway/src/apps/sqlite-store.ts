import Database from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  AppRegistryError,
  type AppRow,
  type AppStore,
  type DocumentRow,
  type KeyRow,
  type RegistrySnapshot,
  type Scope,
} from './store';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS apps_meta (
  singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
  version INTEGER NOT NULL
);
INSERT OR IGNORE INTO apps_meta (singleton, version) VALUES (1, 0);
CREATE TABLE IF NOT EXISTS apps (
  name TEXT PRIMARY KEY,
  scopes TEXT NOT NULL,
  rate_limit_per_minute INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE TABLE IF NOT EXISTS app_keys (
  id TEXT PRIMARY KEY,
  app TEXT NOT NULL REFERENCES apps (name),
  hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER,
  revoked_at INTEGER
);
CREATE TABLE IF NOT EXISTS app_documents (
  app TEXT NOT NULL REFERENCES apps (name),
  id TEXT NOT NULL,
  text TEXT NOT NULL,
  published_at INTEGER NOT NULL,
  PRIMARY KEY (app, id)
);
`;

interface AppRecord {
  name: string;
  scopes: string;
  rate_limit_per_minute: number;
  created_at: number;
  revoked_at: number | null;
}
interface KeyRecord {
  id: string;
  app: string;
  hash: string;
  created_at: number;
  expires_at: number | null;
  revoked_at: number | null;
}

export const appOfRecord = (row: AppRecord): AppRow => ({
  name: row.name,
  scopes: row.scopes.split(',').filter(Boolean) as Scope[],
  rateLimitPerMinute: row.rate_limit_per_minute,
  createdAt: row.created_at,
  revokedAt: row.revoked_at,
});
export const keyOfRecord = (row: KeyRecord): KeyRow => ({
  id: row.id,
  app: row.app,
  hash: row.hash,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at,
});

/**
 * The registry in a SQLite file (APPS_PATH): WAL, so the CLI writes while gateways read; gateways
 * of one host share it. Gateways on several hosts share PostgreSQL instead (DATABASE_URL).
 */
export class SqliteAppStore implements AppStore {
  private readonly db: Database.Database;

  constructor(path: string) {
    if (!existsSync(dirname(path))) mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    this.db = new Database(path);
    this.db.pragma('busy_timeout = 5000');
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('foreign_keys = ON');
    this.db.exec(SCHEMA);
  }

  /** Runs a change and raises the version in one transaction. */
  private change<T>(work: () => T): T {
    return this.db.transaction(() => {
      const result = work();
      this.db.prepare('UPDATE apps_meta SET version = version + 1').run();
      return result;
    })();
  }

  private standing(name: string): AppRecord {
    const app = this.db.prepare('SELECT * FROM apps WHERE name = ?').get(name) as AppRecord | undefined;
    if (!app) throw new AppRegistryError(`no app named ${name}`);
    if (app.revoked_at !== null) throw new AppRegistryError(`app ${name} is revoked`);
    return app;
  }

  async version(): Promise<number> {
    return (this.db.prepare('SELECT version FROM apps_meta').get() as { version: number }).version;
  }

  async snapshot(): Promise<RegistrySnapshot> {
    return this.db.transaction(() => ({
      version: (this.db.prepare('SELECT version FROM apps_meta').get() as { version: number }).version,
      apps: (this.db.prepare('SELECT * FROM apps ORDER BY name').all() as AppRecord[]).map(appOfRecord),
      keys: (this.db.prepare('SELECT * FROM app_keys ORDER BY created_at, id').all() as KeyRecord[]).map(keyOfRecord),
      documents: (
        this.db.prepare('SELECT app, id, text, published_at FROM app_documents ORDER BY app, id').all() as {
          app: string;
          id: string;
          text: string;
          published_at: number;
        }[]
      ).map((row): DocumentRow => ({ app: row.app, id: row.id, text: row.text, publishedAt: row.published_at })),
    }))();
  }

  async createApp(app: Omit<AppRow, 'revokedAt'>, key: Omit<KeyRow, 'app' | 'revokedAt'>): Promise<void> {
    this.change(() => {
      if (this.db.prepare('SELECT 1 FROM apps WHERE name = ?').get(app.name)) {
        throw new AppRegistryError(`an app named ${app.name} exists already (names are never reused)`);
      }
      this.db
        .prepare('INSERT INTO apps (name, scopes, rate_limit_per_minute, created_at) VALUES (?, ?, ?, ?)')
        .run(app.name, app.scopes.join(','), app.rateLimitPerMinute, app.createdAt);
      this.insertKey(app.name, key);
    });
  }

  private insertKey(app: string, key: Omit<KeyRow, 'app' | 'revokedAt'>): void {
    this.db
      .prepare('INSERT INTO app_keys (id, app, hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(key.id, app, key.hash, key.createdAt, key.expiresAt);
  }

  async addKey(app: string, key: Omit<KeyRow, 'app' | 'revokedAt'>): Promise<void> {
    this.change(() => {
      this.standing(app);
      this.insertKey(app, key);
    });
  }

  async updateApp(name: string, change: Partial<Pick<AppRow, 'scopes' | 'rateLimitPerMinute'>>): Promise<void> {
    this.change(() => {
      const app = this.standing(name);
      this.db
        .prepare('UPDATE apps SET scopes = ?, rate_limit_per_minute = ? WHERE name = ?')
        .run(
          change.scopes ? change.scopes.join(',') : app.scopes,
          change.rateLimitPerMinute ?? app.rate_limit_per_minute,
          name,
        );
    });
  }

  async revokeApp(name: string, at: number): Promise<boolean> {
    return this.change(() => {
      const done = this.db
        .prepare('UPDATE apps SET revoked_at = ? WHERE name = ? AND revoked_at IS NULL')
        .run(at, name);
      this.db.prepare('UPDATE app_keys SET revoked_at = ? WHERE app = ? AND revoked_at IS NULL').run(at, name);
      return done.changes > 0;
    });
  }

  async revokeKey(id: string, at: number): Promise<boolean> {
    return this.change(
      () =>
        this.db.prepare('UPDATE app_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(at, id).changes >
        0,
    );
  }

  async publish(
    app: string,
    documents: readonly { id: string; text: string }[],
    { at, replace }: { at: number; replace: boolean },
  ): Promise<{ added: number; removed: number }> {
    return this.change(() => {
      this.standing(app);
      let removed = 0;
      if (replace) {
        const keep = new Set(documents.map((d) => d.id));
        const known = this.db.prepare('SELECT id FROM app_documents WHERE app = ?').all(app) as { id: string }[];
        const drop = this.db.prepare('DELETE FROM app_documents WHERE app = ? AND id = ?');
        for (const { id } of known) if (!keep.has(id)) removed += drop.run(app, id).changes;
      }
      const insert = this.db.prepare(
        'INSERT INTO app_documents (app, id, text, published_at) VALUES (?, ?, ?, ?) ON CONFLICT (app, id) DO NOTHING',
      );
      let added = 0;
      for (const document of documents) added += insert.run(app, document.id, document.text, at).changes;
      return { added, removed };
    });
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
