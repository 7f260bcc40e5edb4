import Database from 'better-sqlite3';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { emailHash } from './reference';
import {
  MAX_ERROR_CHARS,
  MAX_REASON_CHARS,
  type DeadLetter,
  type HeldBytes,
  type ListedEntry,
  type ListFilter,
  type OutboxStatus,
  type StoredEntry,
} from './storage';

export type { DeadLetter, ListedEntry, ListFilter, OutboxStatus, StoredEntry } from './storage';

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
export const OUTBOX_SCHEMA_VERSION = 4;

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

/**
 * Version 4: `client`, the bucket of the submitter's address, for its share of the byte quota
 * (erased with the visitor's data at delivery). Additive like version 3: a version-2 or -3 gateway
 * leaves it empty (its submissions then count in the whole quota only).
 */
const V4 = `
ALTER TABLE outbox ADD COLUMN client TEXT;
CREATE INDEX outbox_client ON outbox (client) WHERE client IS NOT NULL;
`;

/**
 * Brings the table to version 4: versions 1 and 2 first, then the reference columns, then the
 * address bucket, each step in one transaction.
 */
function migrate(db: Database.Database): void {
  migrateToV2(db);
  if ((db.pragma('user_version', { simple: true }) as number) < 3) {
    db.transaction(() => {
      db.exec(V3);
      db.pragma('user_version = 3');
    })();
  }
  if ((db.pragma('user_version', { simple: true }) as number) >= 4) return;
  db.transaction(() => {
    db.exec(V4);
    db.pragma('user_version = 4');
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

/** A claimed row: the entry, its retry window and its lease's end. */
export type ClaimedRow = StoredEntry & { retrySince: number; lease: number };

function claimed(row: Row & { retry_since: number; lease_until: number }): ClaimedRow {
  return { ...toEntry(row), retrySince: row.retry_since, lease: row.lease_until };
}

/**
 * The outbox table. WAL with synchronous FULL: a row is on disk when `insert` returns, so an
 * accepted submission survives a crash or a power cut. Delivered rows keep only their bookkeeping
 * (the visitor's data is erased once the back-end has it) until their retention ends.
 */
export class OutboxStore {
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

  insert(entry: StoredEntry & { bytes: number; emailHash: string | null; client: string | null }, now: number): void {
    this.db
      .prepare(
        `INSERT INTO outbox (id, kind, backend, path, fields, files, status, attempts, next_attempt_at, created_at, bytes, retry_since, reference, email_hash, client)
         VALUES (?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?, ?, ?, ?, ?, ?)`,
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
        entry.client,
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

  /**
   * Bytes held for visitors: pending entries and dead letters (delivered ones hold none); of them,
   * those of submissions with files, and those of the address bucket `client`.
   */
  heldBytes(client: string | null): HeldBytes {
    return this.db
      .prepare(
        `SELECT COALESCE(SUM(bytes), 0) AS "all",
                COALESCE(SUM(CASE WHEN files != '[]' THEN bytes END), 0) AS withFiles,
                COALESCE(SUM(CASE WHEN client = ? THEN bytes END), 0) AS client
         FROM outbox WHERE status != 'done'`,
      )
      .get(client) as HeldBytes;
  }

  /**
   * Takes the entry for one delivery try unless another try holds it; the lease expires on its own
   * if the process dies mid-try. Its end (`lease`) is the try's token: a later claim can only be
   * made after it, so it writes a larger one.
   */
  claim(id: string, now: number, leaseMs: number): ClaimedRow | null {
    const row = this.db
      .prepare(
        `UPDATE outbox SET lease_until = ? WHERE id = ? AND status = 'pending' AND (lease_until IS NULL OR lease_until < ?)
         RETURNING *`,
      )
      .get(now + leaseMs, id, now) as (Row & { retry_since: number; lease_until: number }) | undefined;
    return row ? claimed(row) : null;
  }

  /** Takes the oldest due entry no try holds, as `claim` does. */
  claimNextDue(now: number, leaseMs: number): ClaimedRow | null {
    const row = this.db
      .prepare(
        `UPDATE outbox SET lease_until = ? WHERE id = (
           SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until < ?)
           ORDER BY created_at LIMIT 1)
         RETURNING *`,
      )
      .get(now + leaseMs, now, now) as (Row & { retry_since: number; lease_until: number }) | undefined;
    return row ? claimed(row) : null;
  }

  /** Delivered, whichever try did it: the visitor's data is erased, the bookkeeping stays. */
  markDelivered(id: string, now: number): void {
    this.db
      .prepare(
        `UPDATE outbox SET status = 'done', delivered_at = ?, attempts = attempts + 1, lease_until = NULL, fields = '{}', files = '[]', bytes = 0, last_error = NULL, client = NULL
         WHERE id = ? AND status != 'done'`,
      )
      .run(now, id);
  }

  /** A failed try of the holder of `lease`; false when another try holds the entry now. */
  markFailed(id: string, lease: number, error: string, nextAttemptAt: number): boolean {
    return (
      this.db
        .prepare(
          `UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, lease_until = NULL
           WHERE id = ? AND status = 'pending' AND lease_until = ?`,
        )
        .run(error.slice(0, MAX_ERROR_CHARS), nextAttemptAt, id, lease).changes === 1
    );
  }

  /** Gives up on an entry: it keeps its data (for a replay) and says why. */
  markDead(id: string, lease: number, reason: string, now: number, countAttempt: boolean): boolean {
    return (
      this.db
        .prepare(
          `UPDATE outbox SET status = 'dead', dead_at = ?, dead_reason = ?, lease_until = NULL,
             attempts = attempts + ? WHERE id = ? AND status = 'pending' AND lease_until = ?`,
        )
        .run(now, reason.slice(0, MAX_REASON_CHARS), countAttempt ? 1 : 0, id, lease).changes === 1
    );
  }

  remove(id: string, lease: number): boolean {
    return (
      this.db.prepare(`DELETE FROM outbox WHERE id = ? AND status = 'pending' AND lease_until = ?`).run(id, lease)
        .changes === 1
    );
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
