/**
 * What apps used of the schema lately, for whoever changes it (scripts/schema-registry.mjs runs it):
 *
 *   pnpm --filter @agency/gateway usage list [--since-days 30] [--path <usage file>]... [--json]
 *
 * Reads the usage file(s) the gateway writes (USAGE_PATH; one per instance: name each with --path),
 * read-only, while the gateways run.
 */
import { loadConfig } from '../config';
import { dayOf } from './recorder';
import { SqliteUsageStore, type UsedCoordinate } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Usage of several files as one: counts add up, the last day is the latest. */
export function readUsage(paths: readonly string[], sinceDays: number, now = Date.now()): UsedCoordinate[] {
  const since = dayOf(now - sinceDays * DAY_MS);
  const merged = new Map<string, UsedCoordinate>();
  for (const path of paths) {
    const store = new SqliteUsageStore(path, { readonly: true });
    try {
      for (const used of store.usedSince(since)) {
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
      store.close();
    }
  }
  return [...merged.values()].sort((a, b) => a.coordinate.localeCompare(b.coordinate) || a.app.localeCompare(b.app));
}

export function runUsageCommand(args: string[], defaultPath: () => string, print: (line: string) => void): number {
  const [command, ...rest] = args;
  const value = (flag: string) => rest.flatMap((arg, i) => (arg === flag && rest[i + 1] ? [rest[i + 1]!] : []));
  const sinceDays = Number(value('--since-days')[0] ?? 30);
  if (command !== 'list' || !Number.isInteger(sinceDays) || sinceDays < 1) {
    print('usage: usage list [--since-days N] [--path <usage file>]... [--json]');
    return 2;
  }
  const paths = value('--path');
  const used = readUsage(paths.length ? paths : [defaultPath()], sinceDays);
  if (rest.includes('--json')) print(JSON.stringify(used));
  else if (used.length === 0) print(`no usage recorded in the last ${sinceDays} days`);
  else
    for (const u of used)
      print(`${u.coordinate}  ${u.app}  last ${u.lastDay}  ${u.count}x  (${u.operations.join(', ')})`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = runUsageCommand(
    process.argv.slice(2),
    () => loadConfig().usagePath,
    (line) => console.log(line),
  );
}
