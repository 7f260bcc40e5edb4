import { randomUUID } from 'node:crypto';
import { retryDelayMs } from './backoff';
import { emailHash, newReference } from './reference';
import { SqliteOutboxStorage } from './sqlite-storage';
import {
  ClaimLoadError,
  type Admission,
  type ClaimedEntry,
  type DeadLetter,
  type ListedEntry,
  type ListFilter,
  type OutboxStatus,
  type OutboxStorage,
} from './storage';
import type { AttemptResult, Deliver, OutboxSubmission } from './types';

/**
 * The outbox holds its byte quota of visitors' data already: it takes nothing more until some is
 * delivered. `scope` says which share is used up: the whole quota, what submissions with files may
 * use of it (the rest is kept for those without), or the submitter's address's share.
 */
export class OutboxFullError extends Error {
  constructor(
    heldBytes: number,
    maxBytes: number,
    readonly scope: 'all' | 'with-files' | 'client' = 'all',
  ) {
    const what = { all: '', 'with-files': ' (submissions with files)', client: " (this address's share)" }[scope];
    super(`outbox is full${what}: ${heldBytes} of ${maxBytes} bytes held for undelivered submissions`);
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
  /**
   * Of maxBytes, what submissions with files (photos) may not take: kept for those without (a
   * contact message, a quote request), so that photos filling the quota during an outage do not
   * refuse every other form.
   */
  reserveWithoutFilesBytes: number;
  /** Bytes the submissions of one address bucket (OutboxSubmission.client) may hold at once. */
  maxBytesPerClient: number;
}

const HOUR = 60 * 60 * 1000;
export const DEFAULT_OUTBOX_LIMITS: OutboxLimits = {
  maxAttempts: 200,
  maxAgeMs: 72 * HOUR,
  retainDeliveredMs: 7 * 24 * HOUR,
  retainDeadMs: 30 * 24 * HOUR,
  maxBytes: 1024 * 1024 * 1024,
  reserveWithoutFilesBytes: 64 * 1024 * 1024,
  maxBytesPerClient: 48 * 1024 * 1024,
};

/**
 * The limits with `given` applied. The two shares, unless given, scale with the quota as their
 * defaults stand to its default: the reserve a sixteenth of it, an address's share 3/64 (48 MiB of
 * 1 GiB: eight applications of four photos at the re-encoding cap).
 */
export function outboxLimits(given: Partial<OutboxLimits> = {}): OutboxLimits {
  const maxBytes = given.maxBytes ?? DEFAULT_OUTBOX_LIMITS.maxBytes;
  return {
    ...DEFAULT_OUTBOX_LIMITS,
    reserveWithoutFilesBytes: maxBytes / 16,
    maxBytesPerClient: (maxBytes * 3) / 64,
    ...given,
  };
}

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

/**
 * The quota's rule for a new entry of `bytes`: admitted while it fits every share it counts in (the
 * whole quota; what submissions with files may use of it; its address's share), or refused with the
 * share it would overflow. The store asks it atomically with its insert.
 */
export function admission(
  limits: OutboxLimits,
  entry: { bytes: number; withFiles: boolean; client: string | null },
): Admission {
  return (held) => {
    const { bytes } = entry;
    if (held.all + bytes > limits.maxBytes) return new OutboxFullError(held.all, limits.maxBytes, 'all');
    if (entry.withFiles) {
      const room = Math.max(0, limits.maxBytes - limits.reserveWithoutFilesBytes);
      if (held.withFiles + bytes > room) return new OutboxFullError(held.withFiles, room, 'with-files');
    }
    if (entry.client && held.client + bytes > limits.maxBytesPerClient)
      return new OutboxFullError(held.client, limits.maxBytesPerClient, 'client');
    return null;
  };
}

export interface OutboxConfig<R> {
  /**
   * Where entries are kept: a store (SqliteOutboxStorage, PostgresOutboxStorage), or the path of a
   * SQLite file (photos then go to `<path>.files/`). The outbox closes the store on stop.
   */
  storage?: OutboxStorage;
  path?: string;
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
  /** Stops the worker, waits for the pass and every try in flight (so each is recorded), closes the store. */
  stop(): Promise<void>;
  counts(): Promise<Record<OutboxStatus, number>>;
  /** Throws unless a submission could be stored now (database and photo folder writable). */
  checkWritable(): Promise<void>;
  deadLetters(): Promise<DeadLetter[]>;
  /** Puts a dead letter back in the queue (due now, fresh retry window); false if there is none with that id. */
  replay(id: string): Promise<boolean>;
  /** A new reference no entry of this outbox has (a submission's reference, drawn before it is stored). */
  newReference(): Promise<string>;
  /** Entries as staff see them (status, tries, next try), by status, e-mail address, date or reference. */
  list(filter: ListFilter): Promise<ListedEntry[]>;
  /** Which store holds the entries. */
  readonly storage: OutboxStorage['kind'];
}

/** Entries one worker pass tries at most, one after the other. */
const WORKER_BATCH = 20;

/**
 * Nothing accepted is lost: every submission is written here before the first delivery try, and
 * stays pending until a back-end has taken it. A refusal of its content (422) the visitor sees
 * drops it; one the visitor does not see, and tries past the ceiling (maxAttempts or maxAgeMs),
 * make it a dead letter, kept with its reason for a replay until its retention ends.
 */
export function createOutbox<R>(config: OutboxConfig<R>): Outbox<R> {
  const now = config.now ?? Date.now;
  const leaseMs = config.leaseMs ?? 2 * 60_000;
  if (!config.storage && !config.path) throw new Error('createOutbox needs a storage or a SQLite path');
  const store: OutboxStorage = config.storage ?? new SqliteOutboxStorage(config.path!);
  const ready = store.open();
  // Reported where it is awaited (enqueue, start, checkWritable); never an unhandled rejection.
  ready.catch(() => undefined);
  const report = config.onError ?? (() => undefined);
  const limits = outboxLimits(config.limits);

  let stopped = true;
  /** Set by stop(): no new try starts (the next start delivers what is left). */
  let stopping = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> = Promise.resolve();
  /** Tries under way (inline ones from mutations included): stop() waits for them before closing. */
  const inFlight = new Set<Promise<unknown>>();

  async function drawReference(): Promise<string> {
    await ready;
    let reference = newReference();
    while (await store.hasReference(reference)) reference = newReference();
    return reference;
  }

  async function enqueue(submission: OutboxSubmission): Promise<string> {
    if (closed) throw new Error('outbox is closed');
    await ready;
    const bytes =
      Buffer.byteLength(JSON.stringify(submission.fields)) + submission.files.reduce((n, f) => n + f.data.length, 0);
    const id = randomUUID();
    await store.insert(
      {
        id,
        kind: submission.kind,
        backend: submission.backend,
        path: submission.path,
        fields: submission.fields,
        files: submission.files,
        attempts: 0,
        createdAt: now(),
        bytes,
        client: submission.client ?? null,
        reference: submission.reference ?? (await drawReference()),
        emailHash: submission.email ? emailHash(submission.email) : null,
      },
      now(),
      admission(limits, { bytes, withFiles: submission.files.length > 0, client: submission.client ?? null }),
    );
    return id;
  }

  /** A failure recorded by a try that no longer holds its entry changes nothing: another try has it. */
  function leaseLost(id: string, phase: string): void {
    report(new Error('the entry was taken over by another try (its lease had run out)'), { id, phase });
  }

  async function giveUp(entry: ClaimedEntry, cause: string, reason: string, countAttempt: boolean): Promise<void> {
    if (!(await store.markDead(entry.id, entry.lease, reason, now(), countAttempt))) return leaseLost(entry.id, 'dead');
    config.onDeadLetter?.({
      id: entry.id,
      reference: entry.reference,
      kind: entry.kind,
      backend: entry.backend,
      cause,
      reason,
    });
  }

  function track<T>(running: Promise<T>): Promise<T> {
    inFlight.add(running);
    void running.finally(() => inFlight.delete(running)).catch(() => undefined);
    return running;
  }

  function attempt(id: string, options: AttemptOptions = {}): Promise<AttemptResult<R>> {
    return track(attemptOnce(id, options));
  }

  /** Takes the entry, or answers why not: held by another try ('busy'), or its files unreadable. */
  async function claimed(
    claim: () => Promise<ClaimedEntry | null>,
    id: string | undefined,
  ): Promise<ClaimedEntry | { status: 'busy' } | { status: 'pending'; error: string }> {
    try {
      return (await claim()) ?? { status: 'busy' };
    } catch (error) {
      report(error, { id, phase: 'load' });
      if (error instanceof ClaimLoadError) {
        await store
          .markFailed(error.id, error.lease, error.message, now() + retryDelayMs(1, config.retryMs))
          .catch((failure: unknown) => report(failure, { id: error.id, phase: 'load' }));
      }
      return { status: 'pending', error: 'load failed' };
    }
  }

  async function attemptOnce(id: string, options: AttemptOptions): Promise<AttemptResult<R>> {
    // Shutting down: the row stays pending and the next start (or another gateway) delivers it.
    if (closed || stopping) return { status: 'pending', error: 'outbox is stopping' };
    const entry = await claimed(() => store.claim(id, now(), leaseMs), id);
    if ('status' in entry) return entry;
    return deliverClaimed(entry, options);
  }

  /** One try of a claimed entry, recorded in the store before it resolves. */
  async function deliverClaimed(entry: ClaimedEntry, options: AttemptOptions = {}): Promise<AttemptResult<R>> {
    const { id } = entry;
    const outcome = await config.deliver(entry).catch((error: unknown) => ({
      status: 'retry' as const,
      error: error instanceof Error ? error.message : String(error),
    }));
    if (closed) return outcome.status === 'retry' ? { status: 'pending', error: outcome.error } : outcome;
    switch (outcome.status) {
      case 'delivered':
        await store.markDelivered(id, now()).catch((error: unknown) => report(error, { id, phase: 'delivered' }));
        config.onDelivered?.({
          id,
          reference: entry.reference,
          kind: entry.kind,
          backend: entry.backend,
          attempts: entry.attempts + 1,
        });
        return outcome;
      case 'rejected':
        if (options.visitorHearsRefusal?.()) {
          if (!(await store.remove(id, entry.lease))) leaseLost(id, 'remove');
        } else {
          await giveUp(entry, 'refused', `back-end refused the content: ${JSON.stringify(outcome.reason)}`, true);
        }
        return outcome;
      case 'dead-letter':
        // Nobody can fix this by trying again or by editing the form: kept for a replay after the fix.
        await giveUp(entry, outcome.cause, outcome.reason, true);
        return outcome;
      case 'retry': {
        const tries = entry.attempts + 1;
        if (tries >= limits.maxAttempts || now() - entry.retrySince >= limits.maxAgeMs) {
          await giveUp(entry, 'gave-up', `gave up after ${tries} tries: ${outcome.error}`, true);
        } else if (
          !(await store.markFailed(id, entry.lease, outcome.error, now() + retryDelayMs(tries, config.retryMs)))
        ) {
          leaseLost(id, 'failed');
        }
        return { status: 'pending', error: outcome.error };
      }
    }
  }

  /** Retention: old delivered bookkeeping and expired dead letters (row and photos) go. */
  async function purge(): Promise<void> {
    await store.purge(now() - limits.retainDeliveredMs, now() - limits.retainDeadMs);
  }

  /** Takes due entries one at a time (a claim each, so each gateway takes a different one) and tries them. */
  async function runPass(): Promise<void> {
    await purge().catch((error: unknown) => report(error, { phase: 'purge' }));
    for (let i = 0; i < WORKER_BATCH && !stopped; i += 1) {
      const entry = await claimed(() => store.claimNextDue(now(), leaseMs), undefined);
      if ('status' in entry) return;
      await track(deliverClaimed(entry)).catch((error: unknown) => report(error, { id: entry.id, phase: 'worker' }));
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      pass = runPass()
        .catch((error: unknown) => report(error, { phase: 'worker' }))
        .finally(schedule);
    }, config.retryMs);
    timer.unref();
  }

  return {
    enqueue,
    attempt,
    async start() {
      if (!stopped || closed) return;
      stopped = false;
      await ready;
      await store.recover(now()).catch((error: unknown) => report(error, { phase: 'recover' }));
      pass = runPass()
        .catch((error: unknown) => report(error, { phase: 'worker' }))
        .finally(schedule);
    },
    async stop() {
      stopped = true;
      stopping = true;
      if (timer) clearTimeout(timer);
      await pass.catch(() => undefined);
      // The store may still be being opened (a stop right after creation).
      await ready.catch(() => undefined);
      // A try that reached its back-end is recorded before the store closes, so it is never sent again.
      await Promise.allSettled([...inFlight]);
      if (!closed) {
        closed = true;
        await store.close();
      }
    },
    counts: async () => {
      await ready;
      return store.counts();
    },
    async checkWritable() {
      if (closed) throw new Error('outbox is closed');
      await ready;
      await store.checkWritable();
    },
    deadLetters: async () => {
      await ready;
      return store.deadLetters();
    },
    replay: async (id) => {
      await ready;
      return store.replay(id, now());
    },
    newReference: drawReference,
    list: async (filter) => {
      await ready;
      return store.list(filter);
    },
    storage: store.kind,
  };
}
