import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** A row as stored: file contents live on disk, the row names them. */
export interface StoredEntry {
  id: string;
  kind: string;
  backend: string;
  path: string;
  fields: Record<string, string>;
  files: { field: string; fileName: string }[];
  attempts: number;
  createdAt: number;
}

interface Row {
  id: string;
  kind: string;
  backend: string;
  path: string;
  fields: string;
  files: string;
  attempts: number;
  created_at: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS outbox (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  backend TEXT NOT NULL,
  path TEXT NOT NULL,
  fields TEXT NOT NULL,
  files TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'done')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  lease_until INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  delivered_at INTEGER
);
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (status, next_attempt_at);
`;

function toEntry(row: Row): StoredEntry {
  return {
    id: row.id,
    kind: row.kind,
    backend: row.backend,
    path: row.path,
    fields: JSON.parse(row.fields) as Record<string, string>,
    files: JSON.parse(row.files) as StoredEntry['files'],
    attempts: row.attempts,
    createdAt: row.created_at,
  };
}

/**
 * The outbox table. WAL with synchronous FULL: a row is on disk when `insert` returns, so an
 * accepted submission survives a crash or a power cut. Delivered rows keep only their bookkeeping
 * (the visitor's data is erased once the back-end has it).
 */
export class OutboxStore {
  private readonly db: Database.Database;

  constructor(path: string) {
    mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
  }

  insert(entry: StoredEntry, now: number): void {
    this.db
      .prepare(
        `INSERT INTO outbox (id, kind, backend, path, fields, files, status, attempts, next_attempt_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?)`,
      )
      .run(
        entry.id,
        entry.kind,
        entry.backend,
        entry.path,
        JSON.stringify(entry.fields),
        JSON.stringify(entry.files),
        now,
        now,
      );
  }

  /**
   * Takes the entry for one delivery try unless another try holds it; the lease expires on its own
   * if the process dies mid-try.
   */
  claim(id: string, now: number, leaseMs: number): StoredEntry | null {
    const claimed = this.db
      .prepare(
        `UPDATE outbox SET lease_until = ? WHERE id = ? AND status = 'pending' AND (lease_until IS NULL OR lease_until < ?)`,
      )
      .run(now + leaseMs, id, now);
    if (claimed.changes === 0) return null;
    const row = this.db.prepare(`SELECT * FROM outbox WHERE id = ?`).get(id) as Row | undefined;
    return row ? toEntry(row) : null;
  }

  markDelivered(id: string, now: number): void {
    this.db
      .prepare(
        `UPDATE outbox SET status = 'done', delivered_at = ?, lease_until = NULL, fields = '{}', files = '[]', last_error = NULL WHERE id = ?`,
      )
      .run(now, id);
  }

  markFailed(id: string, error: string, nextAttemptAt: number): void {
    this.db
      .prepare(
        `UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, lease_until = NULL WHERE id = ?`,
      )
      .run(error.slice(0, 500), nextAttemptAt, id);
  }

  remove(id: string): void {
    this.db.prepare(`DELETE FROM outbox WHERE id = ?`).run(id);
  }

  /** Ids of pending entries whose next try is due, oldest first. */
  due(now: number, limit: number): string[] {
    const rows = this.db
      .prepare(
        `SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until < ?)
         ORDER BY created_at LIMIT ?`,
      )
      .all(now, now, limit) as { id: string }[];
    return rows.map((r) => r.id);
  }

  /** On start: leases of a previous process are void, and its pending entries are due at once. */
  resetForStart(now: number): void {
    this.db.prepare(`UPDATE outbox SET lease_until = NULL, next_attempt_at = ? WHERE status = 'pending'`).run(now);
  }

  isPending(id: string): boolean {
    return this.db.prepare(`SELECT 1 FROM outbox WHERE id = ? AND status = 'pending'`).get(id) !== undefined;
  }

  counts(): { pending: number; done: number } {
    const rows = this.db.prepare(`SELECT status, COUNT(*) AS n FROM outbox GROUP BY status`).all() as {
      status: 'pending' | 'done';
      n: number;
    }[];
    const out = { pending: 0, done: 0 };
    for (const row of rows) out[row.status] = row.n;
    return out;
  }

  close(): void {
    this.db.close();
  }
}
