import { randomUUID } from 'node:crypto';
import { retryDelayMs } from './backoff';
import { OutboxFiles } from './files';
import { emailHash, newReference } from './reference';
import type { OutboxStorage } from './storage';
import { OutboxStore, type DeadLetter, type ListedEntry, type ListFilter, type OutboxStatus } from './store';
import type { AttemptResult, Deliver, OutboxEntry, OutboxSubmission } from './types';

/** The outbox holds its byte quota of visitors' data already: it takes nothing more until some is delivered. */
export class OutboxFullError extends Error {
  constructor(heldBytes: number, maxBytes: number) {
    super(`outbox is full: ${heldBytes} of ${maxBytes} bytes held for undelivered submissions`);
    this.name = 'OutboxFullError';
  }
}

/** How long and how much the outbox keeps; every figure has a default. */
export interface OutboxLimits {
  /** Tries before an entry becomes a dead letter. */
  maxAttempts: number;
  /** Time from enqueue (or replay) after which a failing entry becomes a dead letter. */
  maxAgeMs: number;
  /** Delivered rows (bookkeeping only: their data was erased at delivery) are deleted after this. */
  retainDeliveredMs: number;
  /** Dead letters, with the visitor's data, are erased after this unless replayed. */
  retainDeadMs: number;
  /** Bytes of undelivered submissions (pending and dead: fields and photos) the outbox may hold. */
  maxBytes: number;
}

const HOUR = 60 * 60 * 1000;
export const DEFAULT_OUTBOX_LIMITS: OutboxLimits = {
  maxAttempts: 200,
  maxAgeMs: 72 * HOUR,
  retainDeliveredMs: 7 * 24 * HOUR,
  retainDeadMs: 30 * 24 * HOUR,
  maxBytes: 1024 * 1024 * 1024,
};

/** An entry the back-end took, or one put back in the queue: logged as such. */
export interface OutboxEvent {
  id: string;
  reference: string | null;
  kind: string;
  backend: string;
  attempts: number;
}

export interface DeadLetterEvent {
  id: string;
  reference: string | null;
  kind: string;
  backend: string;
  cause: string;
  reason: string;
}

/** Options of one delivery try. */
export interface AttemptOptions {
  /**
   * Asked when the back-end refuses the content (422): true while the visitor is still waiting for
   * this try and will be shown the refusal, so the entry can go. Otherwise (the visitor was told
   * "queued", or the worker is trying) the refusal is kept as a dead letter for the agency to see.
   */
  visitorHearsRefusal?: () => boolean;
}

export interface OutboxConfig<R> {
  /** SQLite file; photos go to `<path>.files/`. */
  path: string;
  /** Worker tick and base retry delay. */
  retryMs: number;
  deliver: Deliver<R>;
  /** How long one try may hold an entry before another may take it; above the upstream timeout. */
  leaseMs?: number;
  onError?: (error: unknown, context: { id?: string; phase: string }) => void;
  /**
   * Called once per entry given up on (error log and metric). `cause`: 'refused' (a 422 nobody was
   * waiting to hear), 'gave-up' (the retry ceiling), or the deliverer's own (e.g. 'field-mismatch').
   */
  onDeadLetter?: (letter: DeadLetterEvent) => void;
  /** Called once per entry its back-end took (a log line with its reference). */
  onDelivered?: (entry: OutboxEvent) => void;
  limits?: Partial<OutboxLimits>;
  now?: () => number;
}

export interface Outbox<R> {
  /**
   * Stores the submission durably (row + fsynced files) and returns its id. Throws when it cannot:
   * OutboxFullError past the byte quota.
   */
  enqueue(submission: OutboxSubmission): Promise<string>;
  /** One delivery try now. */
  attempt(id: string, options?: AttemptOptions): Promise<AttemptResult<R>>;
  /** Starts the retry worker; its first pass runs at once (entries left by a previous run). */
  start(): Promise<void>;
  /** Stops the worker, waits for the pass and every try in flight (so each is recorded), closes the database. */
  stop(): Promise<void>;
  counts(): Record<OutboxStatus, number>;
  /** Throws unless a submission could be stored now (database and photo folder writable). */
  checkWritable(): Promise<void>;
  deadLetters(): DeadLetter[];
  /** Puts a dead letter back in the queue (due now, fresh retry window); false if there is none with that id. */
  replay(id: string): boolean;
  /** A new reference no entry of this outbox has (a submission's reference, drawn before it is stored). */
  newReference(): string;
  /** Entries as staff see them (status, tries, next try), by status, e-mail address, date or reference. */
  list(filter: ListFilter): ListedEntry[];
}

const WORKER_BATCH = 20;
const ORPHAN_MIN_AGE_MS = 60_000;

/**
 * Nothing accepted is lost: every submission is written here before the first delivery try, and
 * stays pending until a back-end has taken it. A refusal of its content (422) the visitor sees
 * drops it; one the visitor does not see, and tries past the ceiling (maxAttempts or maxAgeMs),
 * make it a dead letter, kept with its reason for a replay until its retention ends.
 */
export function createOutbox<R>(config: OutboxConfig<R>): Outbox<R> {
  const now = config.now ?? Date.now;
  const leaseMs = config.leaseMs ?? 2 * 60_000;
  const store: OutboxStorage = new OutboxStore(config.path);
  const files = new OutboxFiles(`${config.path}.files`);
  const ready = files.init();
  const report = config.onError ?? (() => undefined);
  const limits: OutboxLimits = { ...DEFAULT_OUTBOX_LIMITS, ...config.limits };

  let stopped = true;
  /** Set by stop(): no new try starts (the next start delivers what is left). */
  let stopping = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> = Promise.resolve();
  /** Tries under way (inline ones from mutations included): stop() waits for them before closing. */
  const inFlight = new Set<Promise<unknown>>();

  function drawReference(): string {
    let reference = newReference();
    while (store.hasReference(reference)) reference = newReference();
    return reference;
  }

  async function enqueue(submission: OutboxSubmission): Promise<string> {
    if (closed) throw new Error('outbox is closed');
    await ready;
    const bytes =
      Buffer.byteLength(JSON.stringify(submission.fields)) + submission.files.reduce((n, f) => n + f.data.length, 0);
    const held = store.heldBytes();
    if (held + bytes > limits.maxBytes) throw new OutboxFullError(held, limits.maxBytes);
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
          bytes,
          reference: submission.reference ?? drawReference(),
          emailHash: submission.email ? emailHash(submission.email) : null,
        },
        now(),
      );
    } catch (error) {
      await files.remove(id);
      throw error;
    }
    return id;
  }

  async function load(id: string): Promise<(OutboxEntry & { retrySince: number }) | null> {
    const stored = store.claim(id, now(), leaseMs);
    if (!stored) return null;
    const data = await Promise.all(stored.files.map((f) => files.read(id, f.fileName)));
    return { ...stored, files: stored.files.map((f, i) => ({ ...f, data: data[i]! })) };
  }

  function giveUp(
    entry: Pick<OutboxEntry, 'id' | 'reference' | 'kind' | 'backend'>,
    cause: string,
    reason: string,
    countAttempt: boolean,
  ): void {
    store.markDead(entry.id, reason, now(), countAttempt);
    config.onDeadLetter?.({
      id: entry.id,
      reference: entry.reference,
      kind: entry.kind,
      backend: entry.backend,
      cause,
      reason,
    });
  }

  function attempt(id: string, options: AttemptOptions = {}): Promise<AttemptResult<R>> {
    const running = attemptOnce(id, options);
    inFlight.add(running);
    void running.finally(() => inFlight.delete(running)).catch(() => undefined);
    return running;
  }

  async function attemptOnce(id: string, options: AttemptOptions): Promise<AttemptResult<R>> {
    // Shutting down: the row stays pending and the next start delivers it.
    if (closed || stopping) return { status: 'pending', error: 'outbox is stopping' };
    let entry: (OutboxEntry & { retrySince: number }) | null;
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
        config.onDelivered?.({
          id,
          reference: entry.reference,
          kind: entry.kind,
          backend: entry.backend,
          attempts: entry.attempts + 1,
        });
        await files.remove(id).catch((error: unknown) => report(error, { id, phase: 'cleanup' }));
        return outcome;
      case 'rejected':
        if (options.visitorHearsRefusal?.()) {
          store.remove(id);
          await files.remove(id).catch((error: unknown) => report(error, { id, phase: 'cleanup' }));
        } else {
          giveUp(entry, 'refused', `back-end refused the content: ${JSON.stringify(outcome.reason)}`, true);
        }
        return outcome;
      case 'dead-letter':
        // Nobody can fix this by trying again or by editing the form: kept for a replay after the fix.
        giveUp(entry, outcome.cause, outcome.reason, true);
        return outcome;
      case 'retry': {
        const tries = entry.attempts + 1;
        if (tries >= limits.maxAttempts || now() - entry.retrySince >= limits.maxAgeMs) {
          giveUp(entry, 'gave-up', `gave up after ${tries} tries: ${outcome.error}`, true);
        } else {
          store.markFailed(id, outcome.error, now() + retryDelayMs(tries, config.retryMs));
        }
        return { status: 'pending', error: outcome.error };
      }
    }
  }

  /** Retention: old delivered bookkeeping and expired dead letters (row and photos) go. */
  async function purge(): Promise<void> {
    const { dead } = store.purge(now() - limits.retainDeliveredMs, now() - limits.retainDeadMs);
    await Promise.all(dead.map((id) => files.remove(id)));
  }

  async function runPass(): Promise<void> {
    await purge().catch((error: unknown) => report(error, { phase: 'purge' }));
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
    const orphans = await files.orphans((id) => store.holdsFiles(id), Date.now() - ORPHAN_MIN_AGE_MS);
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
      stopping = true;
      if (timer) clearTimeout(timer);
      await pass.catch(() => undefined);
      // The photo folder may still be being set up (a stop right after creation).
      await ready.catch(() => undefined);
      // A try that reached its back-end is recorded before the database closes, so it is never sent again.
      await Promise.allSettled([...inFlight]);
      if (!closed) {
        closed = true;
        store.close();
      }
    },
    counts: () => store.counts(),
    async checkWritable() {
      if (closed) throw new Error('outbox is closed');
      await ready;
      store.checkWritable();
      await files.checkWritable();
    },
    deadLetters: () => store.deadLetters(),
    replay: (id) => store.replay(id, now()),
    newReference: drawReference,
    list: (filter) => store.list(filter),
  };
}
