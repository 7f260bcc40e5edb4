/**
 * What apps used of the schema lately, for whoever changes it (scripts/schema-registry.mjs runs it):
 *
 *   pnpm --filter @agency/gateway usage list [--since-days 30] [--path <usage file | postgres:// URL>]... [--json]
 *
 * Reads the usage the gateways record, read-only, while they run: with DATABASE_URL the one table
 * every gateway adds to, otherwise the SQLite file of one instance (USAGE_PATH; several instances:
 * name each file with --path). A --path may also be a postgres:// URL.
 */
import { loadConfig } from '../config';
import { openPool } from '../postgres/pool';
import { PostgresUsageStore } from './postgres-store';
import { dayOf } from './recorder';
import { SqliteUsageStore, type UsageStore, type UsedCoordinate } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;

const isDatabaseUrl = (source: string) => /^postgres(ql)?:\/\//.test(source);

/** The store a source names, and how to let it go. */
function openSource(source: string): { store: UsageStore; close: () => Promise<void> } {
  if (!isDatabaseUrl(source)) {
    const store = new SqliteUsageStore(source, { readonly: true });
    return { store, close: () => store.close() };
  }
  const pool = openPool(source, { max: 1, applicationName: 'agency-usage-cli' });
  const store = new PostgresUsageStore(pool);
  const close = async () => {
    await store.close();
    await pool.end();
  };
  return { store, close };
}

/** Usage of several sources as one: counts add up, the last day is the latest. */
export async function readUsage(
  sources: readonly string[],
  sinceDays: number,
  now = Date.now(),
): Promise<UsedCoordinate[]> {
  const since = dayOf(now - sinceDays * DAY_MS);
  const merged = new Map<string, UsedCoordinate>();
  for (const source of sources) {
    const { store, close } = openSource(source);
    try {
      for (const used of await store.usedSince(since)) {
        const key = `${used.coordinate}\u0000${used.app}`;
        const known = merged.get(key);
        if (!known) merged.set(key, used);
        else
          merged.set(key, {
            ...known,
            operations: [...new Set([...known.operations, ...used.operations])].sort(),
            lastDay: known.lastDay > used.lastDay ? known.lastDay : used.lastDay,
            count: known.count + used.count,
          });
      }
    } finally {
      await close();
    }
  }
  return [...merged.values()].sort((a, b) => a.coordinate.localeCompare(b.coordinate) || a.app.localeCompare(b.app));
}

export async function runUsageCommand(
  args: string[],
  defaultSource: () => string,
  print: (line: string) => void,
): Promise<number> {
  const [command, ...rest] = args;
  const value = (flag: string) => rest.flatMap((arg, i) => (arg === flag && rest[i + 1] ? [rest[i + 1]!] : []));
  const sinceDays = Number(value('--since-days')[0] ?? 30);
  if (command !== 'list' || !Number.isInteger(sinceDays) || sinceDays < 1) {
    print('usage: usage list [--since-days N] [--path <usage file | postgres:// URL>]... [--json]');
    return 2;
  }
  const paths = value('--path');
  const used = await readUsage(paths.length ? paths : [defaultSource()], sinceDays);
  if (rest.includes('--json')) print(JSON.stringify(used));
  else if (used.length === 0) print(`no usage recorded in the last ${sinceDays} days`);
  else
    for (const u of used)
      print(`${u.coordinate}  ${u.app}  last ${u.lastDay}  ${u.count}x  (${u.operations.join(', ')})`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runUsageCommand(
    process.argv.slice(2),
    () => {
      const config = loadConfig();
      return config.databaseUrl ?? config.usagePath;
    },
    (line) => console.log(line),
  );
}
