import Database from 'better-sqlite3';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { emailHash } from './reference';
import type { OutboxStorage } from './storage';

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
  /** The short reference the visitor was shown (reference.ts); null for entries older than references. */
  reference: string | null;
}

/** A submission the outbox gave up on: kept with its reason until replayed or past its retention. */
export interface DeadLetter {
  id: string;
  reference: string | null;
  kind: string;
  backend: string;
  attempts: number;
  createdAt: number;
  deadAt: number;
  reason: string;
}

export type OutboxStatus = 'pending' | 'done' | 'dead';

/** Which entries `list` returns: each given filter narrows; newest first, at most `limit` (100). */
export interface ListFilter {
  status?: OutboxStatus;
  /** The visitor's e-mail address, as typed (matched by its hash: emailHash in reference.ts). */
  email?: string;
  /** Entries created at or after this time (ms). */
  since?: number;
  reference?: string;
  limit?: number;
}

/** An entry as staff see it: where it stands, never the visitor's data. */
export interface ListedEntry {
  id: string;
  reference: string | null;
  kind: string;
  backend: string;
  status: OutboxStatus;
  attempts: number;
  createdAt: number;
  /** Pending: when the next try is due. */
  nextAttemptAt: number | null;
  /** Pending: why the last try failed, if one did. */
  lastError: string | null;
  deliveredAt: number | null;
  deadAt: number | null;
  deadReason: string | null;
}

interface Row {
  id: string;
  reference: string | null;
  kind: string;
  backend: string;
  path: string;
  fields: string;
  files: string;
  attempts: number;
  created_at: number;
}

/**
 * Version 2: 'dead' entries (dead letters) with their reason, the bytes each entry holds (the disk
 * quota) and `retry_since`, the start of the retry window (the enqueue time, reset by a replay).
 */
const SCHEMA = `
CREATE TABLE outbox (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  backend TEXT NOT NULL,
  path TEXT NOT NULL,
  fields TEXT NOT NULL,
  files TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'done', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  lease_until INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  delivered_at INTEGER,
  bytes INTEGER NOT NULL DEFAULT 0,
  retry_since INTEGER NOT NULL,
  dead_at INTEGER,
  dead_reason TEXT
);
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
`;

const V1_COLUMNS =
  'id, kind, backend, path, fields, files, status, attempts, next_attempt_at, lease_until, last_error, created_at, delivered_at';

/**
 * The outbox's schema version (SQLite's user_version) this gateway writes. A change to the schema is
 * a new version with a migration below; one that an older gateway could not read or write (a
 * column it would not fill, a meaning changed) also raises MIN_READER in `outbox_meta`, so that
 * older gateway refuses the file instead of misreading it: a rollback is safe, or stopped by name.
 */
export const OUTBOX_SCHEMA_VERSION = 3;

/** Refuses an outbox written by a newer gateway that this one cannot read (its `outbox_meta.min_reader`). */
function checkReadable(db: Database.Database, path: string): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version <= OUTBOX_SCHEMA_VERSION) return;
  const meta = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'outbox_meta'`).get();
  const minReader = meta
    ? ((db.prepare('SELECT min_reader FROM outbox_meta').get() as { min_reader: number } | undefined)?.min_reader ??
      version)
    : version;
  if (minReader > OUTBOX_SCHEMA_VERSION) {
    throw new Error(
      `The outbox at ${path} is schema ${version}, readable from schema ${minReader} on; this gateway knows ` +
        `${OUTBOX_SCHEMA_VERSION}. Run the newer release, or restore a backup made by this one (outbox restore).`,
    );
  }
}

/**
 * Version 3: the reference the visitor was shown (unique) and a hash of their e-mail address
 * (kept after delivery, when the address itself is erased), so staff find a submission by either.
 * Additive: a version-2 gateway reads and writes the file as before (its new rows have neither), so
 * the file says it stays readable from version 2 on (a rollback is safe).
 */
const V3 = `
ALTER TABLE outbox ADD COLUMN reference TEXT;
ALTER TABLE outbox ADD COLUMN email_hash TEXT;
CREATE UNIQUE INDEX outbox_reference ON outbox (reference) WHERE reference IS NOT NULL;
CREATE INDEX outbox_email ON outbox (email_hash) WHERE email_hash IS NOT NULL;
CREATE INDEX outbox_created ON outbox (created_at);
CREATE TABLE IF NOT EXISTS outbox_meta (min_reader INTEGER NOT NULL);
INSERT INTO outbox_meta (min_reader) SELECT 2 WHERE NOT EXISTS (SELECT 1 FROM outbox_meta);
`;

/** Brings the table to version 3: versions 1 and 2 first, then the reference columns, each step in one transaction. */
function migrate(db: Database.Database): void {
  migrateToV2(db);
  if ((db.pragma('user_version', { simple: true }) as number) >= 3) return;
  db.transaction(() => {
    db.exec(V3);
    db.pragma('user_version = 3');
  })();
}

/** Creates the table, or moves a version-1 table (no dead letters) into version 2 in one transaction. */
function migrateToV2(db: Database.Database): void {
  if ((db.pragma('user_version', { simple: true }) as number) >= 2) return;
  db.transaction(() => {
    const v1 = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'outbox'`).get() !== undefined;
    if (v1) {
      db.exec(`DROP INDEX IF EXISTS outbox_due; ALTER TABLE outbox RENAME TO outbox_v1;`);
    }
    db.exec(SCHEMA);
    if (v1) {
      db.exec(
        `INSERT INTO outbox (${V1_COLUMNS}, retry_since) SELECT ${V1_COLUMNS}, created_at FROM outbox_v1;
         DROP TABLE outbox_v1;`,
      );
    }
    db.pragma('user_version = 2');
  })();
}

/** The database and its WAL files hold visitors' personal data: the gateway's user only. */
function restrictToOwner(path: string): void {
  for (const file of [path, `${path}-wal`, `${path}-shm`]) if (existsSync(file)) chmodSync(file, 0o600);
}

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
    reference: row.reference ?? null,
  };
}

/**
 * The outbox table. WAL with synchronous FULL: a row is on disk when `insert` returns, so an
 * accepted submission survives a crash or a power cut. Delivered rows keep only their bookkeeping
 * (the visitor's data is erased once the back-end has it) until their retention ends.
 */
export class OutboxStore implements OutboxStorage {
  private readonly db: Database.Database;

  constructor(path: string) {
    const dir = dirname(path);
    if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 });
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    checkReadable(this.db, path);
    migrate(this.db);
    restrictToOwner(path);
  }

  /**
   * A consistent copy of the whole database at `destination`, taken with SQLite's online backup
   * while the gateway keeps writing (never a file copy, which could catch a half-written page).
   */
  async backupTo(destination: string): Promise<void> {
    await this.db.backup(destination);
    restrictToOwner(destination);
  }

  /** The ids of the entries not yet delivered (pending or dead): those whose photos a backup keeps. */
  undeliveredIds(): string[] {
    return (this.db.prepare(`SELECT id FROM outbox WHERE status != 'done'`).all() as { id: string }[]).map((r) => r.id);
  }

  insert(entry: StoredEntry & { bytes: number; emailHash: string | null }, now: number): void {
    this.db
      .prepare(
        `INSERT INTO outbox (id, kind, backend, path, fields, files, status, attempts, next_attempt_at, created_at, bytes, retry_since, reference, email_hash)
         VALUES (?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        entry.id,
        entry.kind,
        entry.backend,
        entry.path,
        JSON.stringify(entry.fields),
        JSON.stringify(entry.files),
        now,
        entry.createdAt,
        entry.bytes,
        now,
        entry.reference,
        entry.emailHash,
      );
  }

  /** Whether a reference is taken already (a new one is drawn then). */
  hasReference(reference: string): boolean {
    return this.db.prepare(`SELECT 1 FROM outbox WHERE reference = ?`).get(reference) !== undefined;
  }

  list(filter: ListFilter): ListedEntry[] {
    const where: string[] = [];
    const values: (string | number)[] = [];
    const narrow = (clause: string, value: string | number) => {
      where.push(clause);
      values.push(value);
    };
    if (filter.status) narrow('status = ?', filter.status);
    if (filter.email) narrow('email_hash = ?', emailHash(filter.email));
    if (filter.since !== undefined) narrow('created_at >= ?', filter.since);
    if (filter.reference) narrow('reference = ?', filter.reference);
    const rows = this.db
      .prepare(
        `SELECT id, reference, kind, backend, status, attempts, created_at, next_attempt_at, last_error, delivered_at, dead_at, dead_reason
         FROM outbox ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at DESC LIMIT ?`,
      )
      .all(...values, filter.limit ?? 100) as {
      id: string;
      reference: string | null;
      kind: string;
      backend: string;
      status: OutboxStatus;
      attempts: number;
      created_at: number;
      next_attempt_at: number;
      last_error: string | null;
      delivered_at: number | null;
      dead_at: number | null;
      dead_reason: string | null;
    }[];
    return rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      kind: r.kind,
      backend: r.backend,
      status: r.status,
      attempts: r.attempts,
      createdAt: r.created_at,
      nextAttemptAt: r.status === 'pending' ? r.next_attempt_at : null,
      lastError: r.status === 'pending' ? r.last_error : null,
      deliveredAt: r.delivered_at,
      deadAt: r.dead_at,
      deadReason: r.dead_reason,
    }));
  }

  /** Bytes held for visitors: pending entries and dead letters (delivered ones hold none). */
  heldBytes(): number {
    const row = this.db.prepare(`SELECT COALESCE(SUM(bytes), 0) AS n FROM outbox WHERE status != 'done'`).get() as {
      n: number;
    };
    return row.n;
  }

  /**
   * Takes the entry for one delivery try unless another try holds it; the lease expires on its own
   * if the process dies mid-try.
   */
  claim(id: string, now: number, leaseMs: number): (StoredEntry & { retrySince: number }) | null {
    const claimed = this.db
      .prepare(
        `UPDATE outbox SET lease_until = ? WHERE id = ? AND status = 'pending' AND (lease_until IS NULL OR lease_until < ?)`,
      )
      .run(now + leaseMs, id, now);
    if (claimed.changes === 0) return null;
    const row = this.db.prepare(`SELECT * FROM outbox WHERE id = ?`).get(id) as
      (Row & { retry_since: number }) | undefined;
    return row ? { ...toEntry(row), retrySince: row.retry_since } : null;
  }

  markDelivered(id: string, now: number): void {
    this.db
      .prepare(
        `UPDATE outbox SET status = 'done', delivered_at = ?, attempts = attempts + 1, lease_until = NULL, fields = '{}', files = '[]', bytes = 0, last_error = NULL WHERE id = ?`,
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

  /** Gives up on an entry: it keeps its data (for a replay) and says why. */
  markDead(id: string, reason: string, now: number, countAttempt: boolean): void {
    this.db
      .prepare(
        `UPDATE outbox SET status = 'dead', dead_at = ?, dead_reason = ?, lease_until = NULL,
           attempts = attempts + ? WHERE id = ?`,
      )
      .run(now, reason.slice(0, 2000), countAttempt ? 1 : 0, id);
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

  /** Whether the entry still holds files on disk (pending, or a dead letter awaiting a replay). */
  holdsFiles(id: string): boolean {
    return this.db.prepare(`SELECT 1 FROM outbox WHERE id = ? AND status != 'done'`).get(id) !== undefined;
  }

  deadLetters(): DeadLetter[] {
    return (
      this.db
        .prepare(
          `SELECT id, reference, kind, backend, attempts, created_at, dead_at, dead_reason FROM outbox WHERE status = 'dead' ORDER BY dead_at`,
        )
        .all() as {
        id: string;
        reference: string | null;
        kind: string;
        backend: string;
        attempts: number;
        created_at: number;
        dead_at: number;
        dead_reason: string;
      }[]
    ).map((r) => ({
      id: r.id,
      reference: r.reference,
      kind: r.kind,
      backend: r.backend,
      attempts: r.attempts,
      createdAt: r.created_at,
      deadAt: r.dead_at,
      reason: r.dead_reason,
    }));
  }

  /** A dead letter back in the queue, due now, with a fresh retry window. False if no such dead letter. */
  replay(id: string, now: number): boolean {
    return (
      this.db
        .prepare(
          `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, retry_since = ?, dead_at = NULL,
             dead_reason = NULL, last_error = NULL, lease_until = NULL WHERE id = ? AND status = 'dead'`,
        )
        .run(now, now, id).changes === 1
    );
  }

  /**
   * Retention: delivered rows (bookkeeping only) go after `deliveredBefore`; dead letters, with the
   * visitor's data, after `deadBefore`. Returns the dead letters' ids, whose files must go too.
   */
  purge(deliveredBefore: number, deadBefore: number): { delivered: number; dead: string[] } {
    return this.db.transaction(() => {
      const delivered = this.db
        .prepare(`DELETE FROM outbox WHERE status = 'done' AND delivered_at < ?`)
        .run(deliveredBefore).changes;
      const dead = (
        this.db.prepare(`SELECT id FROM outbox WHERE status = 'dead' AND dead_at < ?`).all(deadBefore) as {
          id: string;
        }[]
      ).map((r) => r.id);
      this.db.prepare(`DELETE FROM outbox WHERE status = 'dead' AND dead_at < ?`).run(deadBefore);
      return { delivered, dead };
    })();
  }

  /** Takes the write lock and lets it go: throws when the database cannot be written (disk, permissions, lock). */
  checkWritable(): void {
    this.db.exec('BEGIN IMMEDIATE; ROLLBACK;');
  }

  counts(): Record<OutboxStatus, number> {
    const rows = this.db.prepare(`SELECT status, COUNT(*) AS n FROM outbox GROUP BY status`).all() as {
      status: OutboxStatus;
      n: number;
    }[];
    const out = { pending: 0, done: 0, dead: 0 };
    for (const row of rows) out[row.status] = row.n;
    return out;
  }

  close(): void {
    this.db.close();
  }
}
