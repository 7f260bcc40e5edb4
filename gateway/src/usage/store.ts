import Database from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** How often one app's operation used one coordinate on one day (UTC, yyyy-mm-dd). */
export interface UsageRow {
  day: string;
  app: string;
  operation: string;
  coordinate: string;
  count: number;
}

/** A coordinate an app used since a day: the last day it did, and how often in all. */
export interface UsedCoordinate {
  coordinate: string;
  app: string;
  operations: string[];
  lastDay: string;
  count: number;
}

/**
 * Where the schema usage per app and operation is kept, durable across restarts: the schema
 * check asks it what apps used lately. Two stores: a SQLite file per gateway (USAGE_PATH, beside
 * the outbox) and, with DATABASE_URL, one PostgreSQL table every gateway adds to (postgres-store.ts).
 */
export interface UsageStore {
  /** Adds the counts (rows of the same day, app, operation and coordinate add up). */
  add(rows: readonly UsageRow[]): Promise<void>;
  /** Every coordinate used on `sinceDay` or later, per app. */
  usedSince(sinceDay: string): Promise<UsedCoordinate[]>;
  /** Forgets days before `day`. */
  forgetBefore(day: string): Promise<void>;
  close(): Promise<void>;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS usage (
  day TEXT NOT NULL,
  app TEXT NOT NULL,
  operation TEXT NOT NULL,
  coordinate TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, app, operation, coordinate)
) WITHOUT ROWID;
`;

/** The usage in a SQLite file (USAGE_PATH): WAL, so the schema check can read it while the gateway writes. */
export class SqliteUsageStore implements UsageStore {
  private readonly db: Database.Database;

  constructor(path: string, { readonly = false }: { readonly?: boolean } = {}) {
    if (!readonly && !existsSync(dirname(path))) mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    this.db = new Database(path, { readonly, fileMustExist: readonly });
    if (!readonly) {
      this.db.pragma('journal_mode = WAL');
      this.db.exec(SCHEMA);
    }
    this.db.pragma('busy_timeout = 5000');
  }

  async add(rows: readonly UsageRow[]): Promise<void> {
    const upsert = this.db.prepare(
      `INSERT INTO usage (day, app, operation, coordinate, count) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (day, app, operation, coordinate) DO UPDATE SET count = count + excluded.count`,
    );
    this.db.transaction(() => {
      for (const row of rows) upsert.run(row.day, row.app, row.operation, row.coordinate, row.count);
    })();
  }

  async usedSince(sinceDay: string): Promise<UsedCoordinate[]> {
    const rows = this.db
      .prepare(
        `SELECT coordinate, app, group_concat(DISTINCT operation) AS operations, MAX(day) AS lastDay, SUM(count) AS count
         FROM usage WHERE day >= ? GROUP BY coordinate, app ORDER BY coordinate, app`,
      )
      .all(sinceDay) as { coordinate: string; app: string; operations: string; lastDay: string; count: number }[];
    return rows.map((row) => ({ ...row, operations: row.operations.split(',').sort() }));
  }

  async forgetBefore(day: string): Promise<void> {
    this.db.prepare(`DELETE FROM usage WHERE day < ?`).run(day);
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
