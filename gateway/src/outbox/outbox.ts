import { randomUUID } from 'node:crypto';
import { retryDelayMs } from './backoff';
import { OutboxFiles } from './files';
import { OutboxStore } from './store';
import type { AttemptResult, Deliver, OutboxEntry, OutboxSubmission } from './types';

export interface OutboxConfig<R> {
  /** SQLite file; photos go to `<path>.files/`. */
  path: string;
  /** Worker tick and base retry delay. */
  retryMs: number;
  deliver: Deliver<R>;
  /** How long one try may hold an entry before another may take it; above the upstream timeout. */
  leaseMs?: number;
  onError?: (error: unknown, context: { id?: string; phase: string }) => void;
  now?: () => number;
}

export interface Outbox<R> {
  /** Stores the submission durably (row + fsynced files) and returns its id. Throws when it cannot. */
  enqueue(submission: OutboxSubmission): Promise<string>;
  /** One delivery try now. */
  attempt(id: string): Promise<AttemptResult<R>>;
  /** Starts the retry worker; its first pass runs at once (entries left by a previous run). */
  start(): Promise<void>;
  /** Stops the worker, waits for the pass in flight, closes the database. */
  stop(): Promise<void>;
  counts(): { pending: number; done: number };
}

const WORKER_BATCH = 20;
const ORPHAN_MIN_AGE_MS = 60_000;

/**
 * Nothing accepted is lost: every submission is written here before the first delivery try, and
 * stays pending until a back-end has taken it (or refused its content, 422, which drops it).
 */
export function createOutbox<R>(config: OutboxConfig<R>): Outbox<R> {
  const now = config.now ?? Date.now;
  const leaseMs = config.leaseMs ?? 2 * 60_000;
  const store = new OutboxStore(config.path);
  const files = new OutboxFiles(`${config.path}.files`);
  const ready = files.init();
  const report = config.onError ?? (() => undefined);

  let stopped = true;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> = Promise.resolve();

  async function enqueue(submission: OutboxSubmission): Promise<string> {
    if (closed) throw new Error('outbox is closed');
    await ready;
    const id = randomUUID();
    // Files first: a crash before the row leaves only an orphan directory, swept on the next start.
    await files.write(id, submission.files);
    try {
      store.insert(
        {
          id,
          kind: submission.kind,
          backend: submission.backend,
          path: submission.path,
          fields: submission.fields,
          files: submission.files.map(({ field, fileName }) => ({ field, fileName })),
          attempts: 0,
          createdAt: now(),
        },
        now(),
      );
    } catch (error) {
      await files.remove(id);
      throw error;
    }
    return id;
  }

  async function load(id: string): Promise<OutboxEntry | null> {
    const stored = store.claim(id, now(), leaseMs);
    if (!stored) return null;
    const data = await Promise.all(stored.files.map((f) => files.read(id, f.fileName)));
    return { ...stored, files: stored.files.map((f, i) => ({ ...f, data: data[i]! })) };
  }

  async function attempt(id: string): Promise<AttemptResult<R>> {
    // Shutting down: the row stays pending and the next start delivers it.
    if (closed) return { status: 'pending', error: 'outbox is closed' };
    let entry: OutboxEntry | null;
    try {
      entry = await load(id);
    } catch (error) {
      report(error, { id, phase: 'load' });
      store.markFailed(id, `load failed: ${String(error)}`, now() + retryDelayMs(1, config.retryMs));
      return { status: 'pending', error: 'load failed' };
    }
    if (!entry) return { status: 'busy' };
    const outcome = await config.deliver(entry).catch((error: unknown) => ({
      status: 'retry' as const,
      error: error instanceof Error ? error.message : String(error),
    }));
    if (closed) return outcome.status === 'retry' ? { status: 'pending', error: outcome.error } : outcome;
    switch (outcome.status) {
      case 'delivered':
        store.markDelivered(id, now());
        await files.remove(id).catch((error: unknown) => report(error, { id, phase: 'cleanup' }));
        return outcome;
      case 'rejected':
        store.remove(id);
        await files.remove(id).catch((error: unknown) => report(error, { id, phase: 'cleanup' }));
        return outcome;
      case 'retry':
        store.markFailed(id, outcome.error, now() + retryDelayMs(entry.attempts + 1, config.retryMs));
        return { status: 'pending', error: outcome.error };
    }
  }

  async function runPass(): Promise<void> {
    for (const id of store.due(now(), WORKER_BATCH)) {
      if (stopped) return;
      try {
        await attempt(id);
      } catch (error) {
        report(error, { id, phase: 'worker' });
      }
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      pass = runPass().finally(schedule);
    }, config.retryMs);
    timer.unref();
  }

  async function sweepOrphans(): Promise<void> {
    const orphans = await files.orphans((id) => store.isPending(id), Date.now() - ORPHAN_MIN_AGE_MS);
    await Promise.all(orphans.map((id) => files.remove(id)));
  }

  return {
    enqueue,
    attempt,
    async start() {
      if (!stopped || closed) return;
      stopped = false;
      await ready;
      store.resetForStart(now());
      await sweepOrphans().catch((error: unknown) => report(error, { phase: 'sweep' }));
      pass = runPass().finally(schedule);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await pass.catch(() => undefined);
      if (!closed) {
        closed = true;
        store.close();
      }
    },
    counts: () => store.counts(),
  };
}
