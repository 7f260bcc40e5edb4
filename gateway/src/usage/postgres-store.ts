import type pg from 'pg';
import { migrateSchema } from '../postgres/schema';
import type { UsageRow, UsageStore, UsedCoordinate } from './store';

/** The usage table's versions (`schema_usage_meta`), as the outbox's. */
const USAGE_SCHEMA_VERSION = 1;

/**
 * The schema usage of every gateway in one PostgreSQL table (DATABASE_URL): each gateway adds its
 * counts, so the schema check asks one store what every app used, whichever instance served it.
 */
export class PostgresUsageStore implements UsageStore {
  private readonly ready: Promise<unknown>;

  constructor(private readonly pool: pg.Pool) {
    this.ready = migrateSchema(pool, {
      name: 'schema_usage',
      version: USAGE_SCHEMA_VERSION,
      migrations: [
        {
          version: 1,
          minReader: 1,
          sql: `CREATE TABLE schema_usage (
                  day date NOT NULL,
                  app text NOT NULL,
                  operation text NOT NULL,
                  coordinate text NOT NULL,
                  count bigint NOT NULL,
                  PRIMARY KEY (day, app, operation, coordinate)
                )`,
        },
      ],
      refusal: (found, minReader) =>
        `The schema usage in PostgreSQL is version ${found}, readable from ${minReader} on; this gateway knows ${USAGE_SCHEMA_VERSION}.`,
    });
    this.ready.catch(() => undefined);
  }

  /** One statement for a flush's rows (arrays unnested), so the counts of a flush land together. */
  async add(rows: readonly UsageRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.ready;
    await this.pool.query(
      `INSERT INTO schema_usage (day, app, operation, coordinate, count)
       SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::bigint[])
       ON CONFLICT (day, app, operation, coordinate) DO UPDATE SET count = schema_usage.count + excluded.count`,
      [
        rows.map((r) => r.day),
        rows.map((r) => r.app),
        rows.map((r) => r.operation),
        rows.map((r) => r.coordinate),
        rows.map((r) => r.count),
      ],
    );
  }

  async usedSince(sinceDay: string): Promise<UsedCoordinate[]> {
    await this.ready;
    const { rows } = await this.pool.query<UsedCoordinate>(
      `SELECT coordinate, app, array_agg(DISTINCT operation ORDER BY operation) AS operations,
              to_char(MAX(day), 'YYYY-MM-DD') AS "lastDay", SUM(count)::bigint AS count
       FROM schema_usage WHERE day >= $1::date GROUP BY coordinate, app ORDER BY coordinate COLLATE "C", app COLLATE "C"`,
      [sinceDay],
    );
    return rows;
  }

  async forgetBefore(day: string): Promise<void> {
    await this.ready;
    await this.pool.query(`DELETE FROM schema_usage WHERE day < $1::date`, [day]);
  }

  /** The pool is its owner's (the gateway's, shared with the outbox). */
  async close(): Promise<void> {
    await this.ready.catch(() => undefined);
  }
}
