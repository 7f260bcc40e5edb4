import type pg from 'pg';
import { inTransaction } from './pool';

/** One step of a schema: what it runs, and the oldest reader of what it writes. */
export interface Migration {
  /** The version the schema is at once this step has run. */
  version: number;
  /**
   * The oldest gateway version that can still read and write the tables as this step leaves them:
   * an additive step keeps the previous one's; a step an older gateway would misread raises it.
   */
  minReader: number;
  sql: string;
}

export interface SchemaSpec {
  /** The schema's name: its meta table is `<name>_meta`, its lock is named after it. */
  name: string;
  /** The version this gateway reads and writes (the last migration's). */
  version: number;
  migrations: readonly Migration[];
  /** Told why a newer schema cannot be read (the operator's way out). */
  refusal: (found: number, minReader: number) => string;
}

/**
 * Brings a schema up to `spec.version`, as the SQLite outbox's user_version and `outbox_meta` do:
 * in one transaction under an advisory lock, so gateways starting together migrate once; a schema
 * written by a newer gateway is used as is when it says this one can still read it (`min_reader`),
 * and refused by name otherwise (a rollback is safe, or stopped before it misreads).
 */
export async function migrateSchema(pool: pg.Pool, spec: SchemaSpec): Promise<{ from: number; to: number }> {
  const meta = `${spec.name}_meta`;
  return inTransaction(pool, async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`agency:${spec.name}:schema`]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${meta} (
         singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
         version integer NOT NULL,
         min_reader integer NOT NULL
       )`,
    );
    const found = (
      await client.query<{ version: number; min_reader: number }>(`SELECT version, min_reader FROM ${meta}`)
    ).rows[0];
    const from = found?.version ?? 0;
    if (found && from > spec.version) {
      if (found.min_reader > spec.version) throw new Error(spec.refusal(from, found.min_reader));
      return { from, to: from };
    }
    let minReader = found?.min_reader ?? 0;
    for (const step of spec.migrations.filter((m) => m.version > from).sort((a, b) => a.version - b.version)) {
      await client.query(step.sql);
      minReader = step.minReader;
    }
    await client.query(
      `INSERT INTO ${meta} (singleton, version, min_reader) VALUES (true, $1, $2)
       ON CONFLICT (singleton) DO UPDATE SET version = excluded.version, min_reader = excluded.min_reader`,
      [spec.version, minReader],
    );
    return { from, to: spec.version };
  });
}
