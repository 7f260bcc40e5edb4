/**
 * The form outbox, for the agency's staff and whoever operates the gateway (in a release:
 * `node gateway/dist/outbox-cli.mjs`; from the sources: `pnpm --filter @agency/gateway outbox`):
 *
 *   outbox list [--status pending|dead|done] [--email <address>] [--since <yyyy-mm-dd | 24h | 7d>]
 *               [--reference <ref>] [--limit N] [--json]
 *   outbox replay <id> [<id> ...] | --all
 *   outbox backup <folder>  |  outbox restore <folder>   (backup.ts; SQLite only)
 *
 * Works on the gateway's outbox while the gateways run: with DATABASE_URL the PostgreSQL outbox
 * every gateway shares (one answer for all of them), otherwise this instance's SQLite file
 * (OUTBOX_PATH). A replayed entry is pending again, due now, with a fresh retry window, and a
 * running gateway's worker delivers it on its next pass (and logs 'submission delivered' with its
 * reference). The queries are the store's (OutboxStorage.list), so every store answers them alike.
 * A submission is found by the e-mail address the visitor typed even once delivered: the outbox
 * keeps a hash of it, not the address. A PostgreSQL outbox is backed up with pg_dump (see
 * PG_BACKUP below and the README).
 */
import pino from 'pino';
import { loadConfig } from '../config';
import { openPool } from '../postgres/pool';
import { backupOutbox, restoreOutbox } from './backup';
import { PostgresOutboxStorage } from './postgres-storage';
import { normalizeReference } from './reference';
import { SqliteOutboxStorage } from './sqlite-storage';
import type { ListedEntry, ListFilter, OutboxStatus, OutboxStorage } from './storage';

const USAGE =
  'usage: outbox list [--status pending|dead|done] [--email <address>] [--since <yyyy-mm-dd|24h|7d>] [--reference <ref>] [--limit N] [--json]\n' +
  '       outbox replay <id> [<id> ...] | outbox replay --all\n' +
  '       outbox backup <folder> | outbox restore <folder>';

const STATUSES: readonly OutboxStatus[] = ['pending', 'dead', 'done'];
const UNIT_MS: Record<string, number> = { h: 3_600_000, d: 86_400_000 };

/** `--since`: a day (yyyy-mm-dd, UTC midnight) or a span back from now (24h, 7d). */
export function parseSince(text: string, now: number): number | null {
  const span = /^(\d{1,4})([hd])$/.exec(text);
  if (span) return now - Number(span[1]) * UNIT_MS[span[2]!]!;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const at = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(at) ? null : at;
}

/** The filter of `list`'s flags, or the problem with them. */
export function parseListFilter(args: readonly string[], now: number): ListFilter | string {
  const filter: ListFilter = {};
  for (let i = 0; i < args.length; i += 1) {
    const flag = args[i]!;
    if (flag === '--json') continue;
    const value = args[i + 1];
    if (value === undefined) return `${flag} needs a value`;
    i += 1;
    switch (flag) {
      case '--status':
        if (!STATUSES.includes(value as OutboxStatus)) return `--status is one of ${STATUSES.join(', ')}`;
        filter.status = value as OutboxStatus;
        break;
      case '--email':
        filter.email = value;
        break;
      case '--since': {
        const since = parseSince(value, now);
        if (since === null) return '--since takes a day (2026-11-28) or a span back from now (24h, 7d)';
        filter.since = since;
        break;
      }
      case '--reference': {
        const reference = normalizeReference(value);
        if (!reference) return `'${value}' is not a reference (8 characters, e.g. K7QM-3XPA)`;
        filter.reference = reference;
        break;
      }
      case '--limit':
        if (!/^\d{1,5}$/.test(value) || Number(value) < 1) return '--limit is a number from 1';
        filter.limit = Number(value);
        break;
      default:
        return `unknown option ${flag}`;
    }
  }
  return filter;
}

const when = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z'));

/** One entry as a line (and, for a dead letter, its reason on the next). */
export function describeEntry(entry: ListedEntry): string {
  const head = `${entry.reference ?? '---------'}  ${entry.status.padEnd(7)}  ${entry.kind}  ${entry.backend}  created ${when(entry.createdAt)}  tries ${entry.attempts}`;
  switch (entry.status) {
    case 'pending':
      return `${head}  next try ${when(entry.nextAttemptAt)}${entry.lastError ? `\n    last error: ${entry.lastError}` : ''}  id ${entry.id}`;
    case 'dead':
      return `${head}  dead ${when(entry.deadAt)}  id ${entry.id}\n    ${entry.deadReason ?? ''}`;
    case 'done':
      return `${head}  delivered ${when(entry.deliveredAt)}  id ${entry.id}`;
  }
}

/** What `backup` and `restore` answer for a PostgreSQL outbox: the database's own tools do it, consistently. */
export const PG_BACKUP =
  'The outbox is in PostgreSQL (DATABASE_URL): back it up with pg_dump, which takes a consistent snapshot while the gateways run:\n' +
  '  pg_dump --format=custom --table=outbox --table=outbox_files --table=outbox_meta "$DATABASE_URL" > outbox.dump\n' +
  'and restore it into an empty database, with the gateways stopped:\n' +
  '  pg_restore --dbname="$DATABASE_URL" outbox.dump\n' +
  "(or the database's own backups: they hold the outbox with everything else).";

/** backup and restore: one folder argument; a refusal is printed and exits 1. */
export async function runOutboxCopyCommand(
  command: 'backup' | 'restore',
  folder: string | undefined,
  outboxPath: string,
  print: (line: string) => void,
  databaseUrl: string | null = null,
) {
  if (databaseUrl) {
    print(PG_BACKUP);
    return 1;
  }
  if (!folder) {
    print(USAGE);
    return 2;
  }
  try {
    if (command === 'backup') {
      const { entries } = await backupOutbox(outboxPath, folder);
      print(`backed up ${outboxPath} to ${folder} (${entries} entries not yet delivered)`);
    } else {
      const { entries } = restoreOutbox(folder, outboxPath);
      print(`restored ${folder} to ${outboxPath} (${entries} entries not yet delivered)`);
    }
    return 0;
  } catch (error) {
    print(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

export interface OutboxCommandOptions {
  /** Structured log lines (a replay is logged, like a delivery, for whoever reads the gateway's logs). */
  log?: Pick<pino.Logger, 'info'>;
  /** The store to work on: by default the SQLite outbox at `outboxPath`. */
  openStore?: (outboxPath: string) => OutboxStorage;
  now?: () => number;
}

/** The gateway's outbox as configured: PostgreSQL with DATABASE_URL, else the SQLite file. */
export function configuredStore(databaseUrl: string | null): ((outboxPath: string) => OutboxStorage) | undefined {
  if (!databaseUrl) return undefined;
  return () => {
    const pool = openPool(databaseUrl, { max: 1, applicationName: 'agency-outbox-cli' });
    const storage = new PostgresOutboxStorage(pool);
    const close = storage.close.bind(storage);
    storage.close = async () => {
      await close();
      await pool.end();
    };
    return storage;
  };
}

export async function runOutboxCommand(
  args: string[],
  outboxPath: string,
  print: (line: string) => void,
  options: OutboxCommandOptions = {},
): Promise<number> {
  const [command, ...rest] = args;
  const now = options.now ?? Date.now;
  if (command !== 'list' && command !== 'replay') {
    print(USAGE);
    return 2;
  }
  const filter = command === 'list' ? parseListFilter(rest, now()) : {};
  if (typeof filter === 'string') {
    print(`${filter}\n${USAGE}`);
    return 2;
  }
  const store = (options.openStore ?? ((path) => new SqliteOutboxStorage(path)))(outboxPath);
  try {
    await store.open();
    if (command === 'list') {
      const entries = await store.list(filter);
      if (rest.includes('--json')) print(JSON.stringify(entries));
      else if (entries.length === 0) print('no entries match');
      else for (const entry of entries) print(describeEntry(entry));
      return 0;
    }
    const letters = await store.deadLetters();
    const ids = rest.includes('--all') ? letters.map((l) => l.id) : rest;
    if (ids.length === 0) {
      print('replay needs dead letter ids, or --all');
      return 2;
    }
    let missing = 0;
    for (const id of ids) {
      const letter = letters.find((l) => l.id === id);
      if (await store.replay(id, now())) {
        print(`replayed ${letter?.reference ?? ''} ${id}`.replace('  ', ' '));
        options.log?.info(
          { id, reference: letter?.reference ?? null, kind: letter?.kind, backend: letter?.backend },
          'dead letter replayed',
        );
      } else {
        missing += 1;
        print(`no dead letter ${id}`);
      }
    }
    return missing > 0 ? 1 : 0;
  } finally {
    await store.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, folder] = process.argv.slice(2);
  const config = loadConfig();
  const print = (line: string) => console.log(line);
  process.exitCode =
    command === 'backup' || command === 'restore'
      ? await runOutboxCopyCommand(command, folder, config.outboxPath, print, config.databaseUrl)
      : await runOutboxCommand(process.argv.slice(2), config.outboxPath, print, {
          openStore: configuredStore(config.databaseUrl),
          // To stderr: stdout stays the command's answer (a --json list pipes cleanly).
          log: pino({ level: config.logLevel === 'silent' ? 'silent' : 'info' }, pino.destination(2)),
        });
}
