import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from './migrations';

export type Db = Database.Database;

/**
 * Opens (creating on first start) the sandbox database in the data dir.
 * WAL + synchronous=FULL: a committed submission survives a crash or power cut,
 * which is what a 201 from a form endpoint promises.
 */
export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'sandbox.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
