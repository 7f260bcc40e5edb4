import type Database from 'better-sqlite3';

/** Ordered schema steps; `user_version` records how many ran. Append only. */
const MIGRATIONS: string[] = [
  `CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
   CREATE TABLE talents (
     backend TEXT NOT NULL, id INTEGER NOT NULL, albums TEXT NOT NULL, doc TEXT NOT NULL,
     PRIMARY KEY (backend, id));
   CREATE TABLE posts (
     backend TEXT NOT NULL, id INTEGER NOT NULL, type TEXT NOT NULL, lang TEXT NOT NULL,
     slug TEXT NOT NULL, category TEXT, created_at TEXT NOT NULL, doc TEXT NOT NULL,
     PRIMARY KEY (backend, id));
   CREATE UNIQUE INDEX posts_slug ON posts (backend, slug);
   CREATE INDEX posts_list ON posts (backend, type, lang, category, created_at);
   CREATE TABLE documents (backend TEXT NOT NULL, key TEXT NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (backend, key));
   CREATE TABLE submissions (
     id INTEGER PRIMARY KEY AUTOINCREMENT, backend TEXT NOT NULL, kind TEXT NOT NULL, lang TEXT NOT NULL,
     fields TEXT NOT NULL, created_at TEXT NOT NULL);
   CREATE TABLE submission_files (
     submission_id INTEGER NOT NULL REFERENCES submissions(id), field TEXT NOT NULL, file TEXT NOT NULL,
     original_name TEXT NOT NULL, size INTEGER NOT NULL, kind TEXT NOT NULL);`,
  // A delivery repeated with the same Idempotency-Key is answered from the first one, never stored twice.
  `ALTER TABLE submissions ADD COLUMN idempotency_key TEXT;
   CREATE UNIQUE INDEX submissions_idempotency ON submissions (backend, idempotency_key)
     WHERE idempotency_key IS NOT NULL;`,
];

export function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let step = current; step < MIGRATIONS.length; step++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[step]!);
      db.pragma(`user_version = ${step + 1}`);
    })();
  }
}
