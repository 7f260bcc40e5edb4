import type pg from 'pg';
import { PostgresOutboxStorage } from './postgres-storage';
import { SqliteOutboxStorage } from './sqlite-storage';
import type { OutboxStorage } from './storage';

/**
 * The outbox's store for this gateway: PostgreSQL when a database is configured (DATABASE_URL: one
 * outbox shared by every gateway), otherwise the SQLite file at OUTBOX_PATH (the embedded default,
 * one per gateway).
 */
export function openOutboxStorage(where: { database: pg.Pool | null; path: string }): OutboxStorage {
  return where.database ? new PostgresOutboxStorage(where.database) : new SqliteOutboxStorage(where.path);
}
