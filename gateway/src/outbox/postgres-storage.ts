import type pg from 'pg';
import { SERVER_NOW_MS, inTransaction } from '../postgres/pool';
import { migrateSchema, type Migration } from '../postgres/schema';
import { emailHash } from './reference';
import { OUTBOX_SCHEMA_VERSION } from './store';
import {
  ClaimLoadError,
  MAX_ERROR_CHARS,
  MAX_REASON_CHARS,
  type Admission,
  type ClaimedEntry,
  type DeadLetter,
  type HeldBytes,
  type ListedEntry,
  type ListFilter,
  type NewEntry,
  type OutboxStatus,
  type OutboxStorage,
} from './storage';

/**
 * The outbox's tables in PostgreSQL, at the SQLite file's schema version (store.ts) so one number
 * names what a gateway reads in either store. Photos are rows of `outbox_files` (bytea), written in
 * the entry's own transaction: an entry never exists without its photos nor photos without their
 * entry, and there is no second store to run, secure and back up (object storage would need both,
 * for a few MB per application that are erased once delivered). `STORAGE EXTERNAL`: JPEGs do not
 * compress, so PostgreSQL does not try.
 */
export const OUTBOX_MIGRATIONS: readonly Migration[] = [
  {
    version: 3,
    minReader: 3,
    sql: `
CREATE TABLE outbox (
  id uuid PRIMARY KEY,
  kind text NOT NULL,
  backend text NOT NULL,
  path text NOT NULL,
  fields text NOT NULL,
  files text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'done', 'dead')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at bigint NOT NULL,
  lease_until bigint,
  last_error text,
  created_at bigint NOT NULL,
  delivered_at bigint,
  bytes bigint NOT NULL DEFAULT 0,
  retry_since bigint NOT NULL,
  dead_at bigint,
  dead_reason text,
  reference text UNIQUE,
  email_hash text
);
CREATE INDEX outbox_due ON outbox (created_at) WHERE status = 'pending';
CREATE INDEX outbox_status ON outbox (status);
CREATE INDEX outbox_email ON outbox (email_hash) WHERE email_hash IS NOT NULL;
CREATE INDEX outbox_created ON outbox (created_at);
CREATE TABLE outbox_files (
  entry_id uuid NOT NULL REFERENCES outbox (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  position integer NOT NULL,
  field text NOT NULL,
  file_name text NOT NULL,
  data bytea NOT NULL,
  PRIMARY KEY (entry_id, position)
);
ALTER TABLE outbox_files ALTER COLUMN data SET STORAGE EXTERNAL;
`,
  },
  {
    // The submitter's address bucket, for its share of the quota (erased at delivery). Additive, as
    // in the SQLite file: a version-3 gateway leaves it empty, its entries then count in the whole
    // quota only, so it may still read and write these tables.
    version: 4,
    minReader: 3,
    sql: `
ALTER TABLE outbox ADD COLUMN client text;
CREATE INDEX outbox_client ON outbox (client) WHERE client IS NOT NULL;
`,
  },
];

/** Serializes the quota's check-and-insert across every gateway on the database (a transaction-scoped advisory lock). */
const QUOTA_LOCK = 'agency:outbox:quota';

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
  retry_since: number;
  lease_until: number;
}

const LISTED_COLUMNS = `id, reference, kind, backend, status, attempts, created_at, next_attempt_at, last_error, delivered_at, dead_at, dead_reason`;

/**
 * The outbox shared by every gateway (DATABASE_URL). Claims take a row with `FOR UPDATE SKIP
 * LOCKED`, so gateways polling together each get a different entry and never wait on one another;
 * a claim is a lease measured on the database's clock that ends on its own, so the entries a dead
 * gateway held are taken by the others once it ends, and nothing at start steals the live leases of
 * other instances. Each commit is durable (synchronous_commit, PostgreSQL's default) before the
 * visitor is answered.
 */
export class PostgresOutboxStorage implements OutboxStorage {
  readonly kind = 'postgres';

  constructor(private readonly pool: pg.Pool) {}

  async open(): Promise<void> {
    await migrateSchema(this.pool, {
      name: 'outbox',
      version: OUTBOX_SCHEMA_VERSION,
      migrations: OUTBOX_MIGRATIONS,
      refusal: (found, minReader) =>
        `The outbox in PostgreSQL is schema ${found}, readable from schema ${minReader} on; this gateway knows ` +
        `${OUTBOX_SCHEMA_VERSION}. Run the newer release, or restore a dump made by this one (pg_restore).`,
    });
  }

  /**
   * The photos first, then, under the quota's lock, the check and the entry's row; one transaction,
   * so the lock is held for the check and the row only, not while megabytes of photos travel.
   */
  async insert(entry: NewEntry, now: number, admit: Admission): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      for (const [position, file] of entry.files.entries()) {
        await client.query(
          `INSERT INTO outbox_files (entry_id, position, field, file_name, data) VALUES ($1, $2, $3, $4, $5)`,
          [entry.id, position, file.field, file.fileName, file.data],
        );
      }
      await client.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [QUOTA_LOCK]);
      const refused = admit(await heldBytesOf(client, entry.client));
      if (refused) throw refused;
      await client.query(
        `INSERT INTO outbox (id, kind, backend, path, fields, files, status, attempts, next_attempt_at, created_at, bytes, retry_since, reference, email_hash, client)
         VALUES ($1, $2, $3, $4, $5, $6, 'pending', 0, $7, $8, $9, $7, $10, $11, $12)`,
        [
          entry.id,
          entry.kind,
          entry.backend,
          entry.path,
          JSON.stringify(entry.fields),
          JSON.stringify(entry.files.map(({ field, fileName }) => ({ field, fileName }))),
          now,
          entry.createdAt,
          entry.bytes,
          entry.reference,
          entry.emailHash,
          entry.client,
        ],
      );
    });
  }

  async hasReference(reference: string): Promise<boolean> {
    return (await this.pool.query(`SELECT 1 FROM outbox WHERE reference = $1`, [reference])).rowCount! > 0;
  }

  async heldBytes(client: string | null): Promise<HeldBytes> {
    return heldBytesOf(this.pool, client);
  }

  async claim(id: string, _now: number, leaseMs: number): Promise<ClaimedEntry | null> {
    const { rows } = await this.pool.query<Row>(
      `UPDATE outbox SET lease_until = ${SERVER_NOW_MS} + $2
       WHERE id = $1 AND status = 'pending' AND (lease_until IS NULL OR lease_until < ${SERVER_NOW_MS})
       RETURNING *`,
      [id, leaseMs],
    );
    return this.withFiles(rows[0]);
  }

  async claimNextDue(now: number, leaseMs: number): Promise<ClaimedEntry | null> {
    const { rows } = await this.pool.query<Row>(
      `UPDATE outbox SET lease_until = ${SERVER_NOW_MS} + $2
       WHERE id = (
         SELECT id FROM outbox
         WHERE status = 'pending' AND next_attempt_at <= $1 AND (lease_until IS NULL OR lease_until < ${SERVER_NOW_MS})
         ORDER BY created_at LIMIT 1
         FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [now, leaseMs],
    );
    return this.withFiles(rows[0]);
  }

  private async withFiles(row: Row | undefined): Promise<ClaimedEntry | null> {
    if (!row) return null;
    try {
      const { rows: files } = await this.pool.query<{ field: string; file_name: string; data: Buffer }>(
        `SELECT field, file_name, data FROM outbox_files WHERE entry_id = $1 ORDER BY position`,
        [row.id],
      );
      return {
        id: row.id,
        kind: row.kind,
        backend: row.backend,
        path: row.path,
        fields: JSON.parse(row.fields) as Record<string, string>,
        files: files.map((f) => ({ field: f.field, fileName: f.file_name, data: f.data })),
        attempts: row.attempts,
        createdAt: row.created_at,
        reference: row.reference,
        retrySince: row.retry_since,
        lease: row.lease_until,
      };
    } catch (error) {
      throw new ClaimLoadError(row.id, row.lease_until, error);
    }
  }

  async markDelivered(id: string, now: number): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      await client.query(
        `UPDATE outbox SET status = 'done', delivered_at = $2, attempts = attempts + 1, lease_until = NULL,
           fields = '{}', files = '[]', bytes = 0, last_error = NULL, client = NULL
         WHERE id = $1 AND status <> 'done'`,
        [id, now],
      );
      await client.query(`DELETE FROM outbox_files WHERE entry_id = $1`, [id]);
    });
  }

  async markFailed(id: string, lease: number, error: string, nextAttemptAt: number): Promise<boolean> {
    const result = await this.pool.query(
      `UPDATE outbox SET attempts = attempts + 1, last_error = $3, next_attempt_at = $4, lease_until = NULL
       WHERE id = $1 AND status = 'pending' AND lease_until = $2`,
      [id, lease, error.slice(0, MAX_ERROR_CHARS), nextAttemptAt],
    );
    return result.rowCount === 1;
  }

  async markDead(id: string, lease: number, reason: string, now: number, countAttempt: boolean): Promise<boolean> {
    const result = await this.pool.query(
      `UPDATE outbox SET status = 'dead', dead_at = $3, dead_reason = $4, lease_until = NULL, attempts = attempts + $5
       WHERE id = $1 AND status = 'pending' AND lease_until = $2`,
      [id, lease, now, reason.slice(0, MAX_REASON_CHARS), countAttempt ? 1 : 0],
    );
    return result.rowCount === 1;
  }

  async remove(id: string, lease: number): Promise<boolean> {
    const result = await this.pool.query(
      `DELETE FROM outbox WHERE id = $1 AND status = 'pending' AND lease_until = $2`,
      [id, lease],
    );
    return result.rowCount === 1;
  }

  /** Nothing: the leases here may be other gateways' live ones; each ends on its own. */
  async recover(_now: number): Promise<void> {}

  async deadLetters(): Promise<DeadLetter[]> {
    const { rows } = await this.pool.query<{
      id: string;
      reference: string | null;
      kind: string;
      backend: string;
      attempts: number;
      created_at: number;
      dead_at: number;
      dead_reason: string;
    }>(
      `SELECT id, reference, kind, backend, attempts, created_at, dead_at, dead_reason FROM outbox
       WHERE status = 'dead' ORDER BY dead_at`,
    );
    return rows.map((r) => ({
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

  async list(filter: ListFilter): Promise<ListedEntry[]> {
    const where: string[] = [];
    const values: (string | number)[] = [];
    const narrow = (column: string, value: string | number) => {
      values.push(value);
      where.push(`${column} $${values.length}`);
    };
    if (filter.status) narrow('status =', filter.status);
    if (filter.email) narrow('email_hash =', emailHash(filter.email));
    if (filter.since !== undefined) narrow('created_at >=', filter.since);
    if (filter.reference) narrow('reference =', filter.reference);
    values.push(filter.limit ?? 100);
    const { rows } = await this.pool.query<{
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
    }>(
      `SELECT ${LISTED_COLUMNS} FROM outbox ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY created_at DESC LIMIT $${values.length}`,
      values,
    );
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

  async replay(id: string, now: number): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await this.pool.query(
      `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $2, retry_since = $2, dead_at = NULL,
         dead_reason = NULL, last_error = NULL, lease_until = NULL
       WHERE id = $1 AND status = 'dead'`,
      [id, now],
    );
    return result.rowCount === 1;
  }

  async purge(deliveredBefore: number, deadBefore: number): Promise<{ delivered: number; dead: number }> {
    const delivered = await this.pool.query(`DELETE FROM outbox WHERE status = 'done' AND delivered_at < $1`, [
      deliveredBefore,
    ]);
    // Their photos go with them (ON DELETE CASCADE).
    const dead = await this.pool.query(`DELETE FROM outbox WHERE status = 'dead' AND dead_at < $1`, [deadBefore]);
    return { delivered: delivered.rowCount ?? 0, dead: dead.rowCount ?? 0 };
  }

  /** The database answers, is not a read-only standby, and lets this user write the outbox. */
  async checkWritable(): Promise<void> {
    const { rows } = await this.pool.query<{ standby: boolean; writable: boolean }>(
      `SELECT pg_is_in_recovery() AS standby,
              has_table_privilege('outbox', 'INSERT') AND has_table_privilege('outbox_files', 'INSERT') AS writable`,
    );
    if (rows[0]!.standby) throw new Error('the outbox database is a read-only standby');
    if (!rows[0]!.writable) throw new Error('the database user may not insert into the outbox tables');
  }

  async counts(): Promise<Record<OutboxStatus, number>> {
    const { rows } = await this.pool.query<{ status: OutboxStatus; n: number }>(
      `SELECT status, COUNT(*) AS n FROM outbox GROUP BY status`,
    );
    const out = { pending: 0, done: 0, dead: 0 };
    for (const row of rows) out[row.status] = row.n;
    return out;
  }

  /** The pool is its owner's (the gateway shares it with the usage store): closed there. */
  async close(): Promise<void> {}
}

/** What the store holds for visitors, with files, and for the address bucket `client`. */
async function heldBytesOf(db: Pick<pg.Pool, 'query'>, client: string | null): Promise<HeldBytes> {
  const { rows } = await db.query<HeldBytes>(
    `SELECT COALESCE(SUM(bytes), 0)::bigint AS "all",
            COALESCE(SUM(bytes) FILTER (WHERE files <> '[]'), 0)::bigint AS "withFiles",
            COALESCE(SUM(bytes) FILTER (WHERE client = $1), 0)::bigint AS client
     FROM outbox WHERE status <> 'done'`,
    [client],
  );
  return rows[0]!;
}

/** A replay's id as typed by staff: anything but a UUID names no entry (and would fail the uuid cast). */
function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}
