import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import { schemaCoordinates } from './coordinates';
import type { UsageRow, UsageStore } from './store';

/** Days of usage kept: the schema check looks back 30; the rest is margin for a late check. */
export const USAGE_RETAIN_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface UsageRecorder {
  /** One executed operation of an app: every coordinate its document uses counts once. */
  record(labels: { app: string; operation: string }, document: DocumentNode): void;
  /** Writes what was counted since the last flush (after any flush still being written). */
  flush(): Promise<void>;
  /** Stops the timer, writes what is left and closes the store. */
  close(): Promise<void>;
}

/**
 * Counts schema usage per app and operation in memory and writes it to the store every
 * `flushMs` and on close. A request costs one map update: it counts its document under its day,
 * app and operation, and the document's coordinates (computed once per document: documents are
 * cached by yoga, persisted ones fixed) are counted out when the counts are written. Bounded: apps
 * come from configuration, operation names from the manifest or the usage metric's capped set,
 * documents from the cache and the manifest.
 */
export function createUsageRecorder(options: {
  store: UsageStore;
  schema: GraphQLSchema;
  logger: Pick<Logger, 'warn'>;
  flushMs?: number;
  now?: () => number;
}): UsageRecorder {
  const now = options.now ?? Date.now;
  const coordinatesOf = new WeakMap<DocumentNode, string[]>();
  /** Per day, app and operation: how many times each document's coordinates were used. */
  let counts = new Map<string, { day: string; app: string; operation: string; uses: Map<string[], number> }>();
  /** Flushes run one after another: a slow store never has two writes of the same counts racing. */
  let writing: Promise<void> = Promise.resolve();
  const write = async (rows: UsageRow[]) => {
    try {
      await options.store.add(rows);
      await options.store.forgetBefore(dayOf(now() - USAGE_RETAIN_DAYS * DAY_MS));
    } catch (error) {
      // Usage is advice for the schema check, not data anyone entrusted to us: said, not retried.
      options.logger.warn({ err: error, rows: rows.length }, 'schema usage could not be written');
    }
  };
  /** One row per day, app, operation and coordinate, its count summed over the documents that use it. */
  const rowsOf = (groups: typeof counts): UsageRow[] => {
    const rows = new Map<string, UsageRow>();
    for (const { day, app, operation, uses } of groups.values()) {
      for (const [coordinates, count] of uses) {
        for (const coordinate of coordinates) {
          const key = `${day}\u0000${app}\u0000${operation}\u0000${coordinate}`;
          const row = rows.get(key);
          if (row) row.count += count;
          else rows.set(key, { day, app, operation, coordinate, count });
        }
      }
    }
    return [...rows.values()];
  };
  const flush = () => {
    if (counts.size === 0) return writing;
    const rows = rowsOf(counts);
    counts = new Map();
    writing = writing.then(() => write(rows));
    return writing;
  };
  const timer = setInterval(() => void flush(), options.flushMs ?? 30_000);
  timer.unref();
  /** The current day (UTC), worked out again only once it has ended. */
  let day = '';
  let dayEnds = 0;
  const today = () => {
    const at = now();
    if (at >= dayEnds || at < dayEnds - DAY_MS) {
      day = dayOf(at);
      dayEnds = Date.parse(`${day}T00:00:00.000Z`) + DAY_MS;
    }
    return day;
  };
  return {
    record({ app, operation }, document) {
      let coordinates = coordinatesOf.get(document);
      if (!coordinates) {
        coordinates = [...schemaCoordinates(options.schema, document)];
        coordinatesOf.set(document, coordinates);
      }
      const when = today();
      const key = `${when}\u0000${app}\u0000${operation}`;
      let group = counts.get(key);
      if (!group) counts.set(key, (group = { day: when, app, operation, uses: new Map() }));
      group.uses.set(coordinates, (group.uses.get(coordinates) ?? 0) + 1);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
      await options.store.close();
    },
  };
}
