import pg from 'pg';

/** PostgreSQL's bigint (int8): the stores keep times in ms and byte counts there, all below 2^53. */
const INT8 = 20;

export interface PoolOptions {
  /** Connections this process may open at most. */
  max?: number;
  /** Told about an idle connection that broke (a restarted server); the next query opens a new one. */
  onError?: (error: Error) => void;
  /** A label for the server's pg_stat_activity (`application_name`). */
  applicationName?: string;
  /** How long one statement may run (30 s unless told). */
  statementTimeoutMs?: number;
}

/**
 * A connection pool on DATABASE_URL (`postgres://user:password@host:5432/db`, with `?sslmode=require`
 * for TLS), shared by the stores of one gateway process. bigints come back as numbers; a query waits
 * at most 10 s for a connection and a statement runs at most 30 s, so a database that hangs fails a
 * request instead of holding it.
 */
export function openPool(url: string, options: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: options.statementTimeoutMs ?? 30_000,
    application_name: options.applicationName ?? 'agency-gateway',
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        oid === INT8 && format !== 'binary'
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client's error (the server restarted) is emitted on the pool: without a listener it
  // would end the process. The pool drops that client and opens another on the next query.
  pool.on('error', (error) => options.onError?.(error));
  return pool;
}

/** Runs `work` in one transaction on one connection: committed if it resolves, rolled back if it throws. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // A connection whose rollback failed is broken: destroyed rather than handed to the next query.
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollback: Error) => (broken = rollback));
    throw error;
  } finally {
    client.release(broken);
  }
}

/** The server's clock in ms, as SQL: leases are measured on it, so gateways' clock skew cannot shorten one. */
export const SERVER_NOW_MS = `(extract(epoch from now()) * 1000)::bigint`;
