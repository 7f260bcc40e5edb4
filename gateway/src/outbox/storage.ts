import type { OutboxFile } from './types';

/**
 * What the outbox asks of the place it keeps entries. One outbox logic (outbox.ts: leases, retries,
 * dead letters, replay, retention, quotas) over two stores: SQLite on the gateway's disk with the
 * photos in files beside it (sqlite-storage.ts, the embedded default), and PostgreSQL shared by every
 * gateway with the photos in the entry's rows (postgres-storage.ts, with DATABASE_URL). The queries
 * staff run (the CLI's list and replay) are here too, so every store answers them the same way.
 */
export interface OutboxStorage {
  /** Which store this is, for logs and the CLI ('sqlite' or 'postgres'). */
  readonly kind: 'sqlite' | 'postgres';
  /** Prepares the store (its schema checked and brought up to date); once, before any other call. */
  open(): Promise<void>;
  /**
   * Stores a new pending entry with its files, durably before it resolves, if `admit` (asked with the
   * bytes the store holds for visitors as of this insert: all, with files, the entry's address's)
   * lets it; otherwise throws what `admit` returned. Atomic against other inserts into the same
   * store, whichever gateway makes them.
   */
  insert(entry: NewEntry, now: number, admit: Admission): Promise<void>;
  /** Whether a reference is taken already. */
  hasReference(reference: string): Promise<boolean>;
  /** Bytes held for visitors (pending entries and dead letters), and of them `client`'s. */
  heldBytes(client: string | null): Promise<HeldBytes>;
  /**
   * Takes the entry for one delivery try unless another try holds it: a lease that ends on its own
   * after `leaseMs` (a gateway that dies mid-try leaves it to the others). Null when it is not
   * pending or is held. Throws ClaimLoadError (still holding the lease) when its files cannot be read.
   */
  claim(id: string, now: number, leaseMs: number): Promise<ClaimedEntry | null>;
  /** Takes the oldest due entry that no try holds, as `claim` does; null when none is due. */
  claimNextDue(now: number, leaseMs: number): Promise<ClaimedEntry | null>;
  /**
   * The back-end took it: bookkeeping only is kept (the visitor's data is erased). Whoever holds the
   * lease, if anyone: a delivery is a fact, whichever try made it.
   */
  markDelivered(id: string, now: number): Promise<void>;
  /**
   * The next three act only for the holder of `lease` (the value `claim` returned): a try whose lease
   * ran out and was taken by another leaves the entry to that one. False when it no longer held it.
   */
  markFailed(id: string, lease: number, error: string, nextAttemptAt: number): Promise<boolean>;
  /** Gives up on an entry: it keeps its data (for a replay) and says why. */
  markDead(id: string, lease: number, reason: string, now: number, countAttempt: boolean): Promise<boolean>;
  /** Removes the entry and its files (a refusal the visitor was shown). */
  remove(id: string, lease: number): Promise<boolean>;
  /**
   * Once when the worker starts. A store of one process (SQLite) voids the leases its previous
   * process left and makes its pending entries due at once, and clears files no entry names; a
   * shared store does nothing: its leases may be live ones of other gateways, and end on their own.
   */
  recover(now: number): Promise<void>;
  deadLetters(): Promise<DeadLetter[]>;
  /** Entries as staff see them (status, tries, next try), filtered by status, e-mail, date or reference. */
  list(filter: ListFilter): Promise<ListedEntry[]>;
  /** A dead letter back in the queue, due now, with a fresh retry window. False if no such dead letter. */
  replay(id: string, now: number): Promise<boolean>;
  /**
   * Retention: delivered rows (bookkeeping only) go after `deliveredBefore`; dead letters, with the
   * visitor's data and files, after `deadBefore`.
   */
  purge(deliveredBefore: number, deadBefore: number): Promise<{ delivered: number; dead: number }>;
  /** Throws unless a submission could be stored now. */
  checkWritable(): Promise<void>;
  counts(): Promise<Record<OutboxStatus, number>>;
  close(): Promise<void>;
}

/** An entry as stored: text fields, the names of its files, its bookkeeping. */
export interface StoredEntry {
  id: string;
  kind: string;
  backend: string;
  path: string;
  fields: Record<string, string>;
  files: { field: string; fileName: string }[];
  attempts: number;
  createdAt: number;
  /** The short reference the visitor was shown (reference.ts); null for entries older than references. */
  reference: string | null;
}

/** A new entry: as stored, with its files' contents, the bytes it holds, its e-mail hash and address bucket. */
export interface NewEntry extends Omit<StoredEntry, 'files'> {
  files: OutboxFile[];
  bytes: number;
  emailHash: string | null;
  /** The submitter's address bucket (OutboxSubmission.client), for its share; erased at delivery. */
  client: string | null;
}

/** An entry taken for one try: with its files' contents, its retry window and the lease that holds it. */
export interface ClaimedEntry extends Omit<StoredEntry, 'files'> {
  files: OutboxFile[];
  retrySince: number;
  /** The lease's end as the store wrote it: the token that proves this try holds the entry. */
  lease: number;
}

/** The bytes the store holds for visitors (pending entries and dead letters), for the quota's shares. */
export interface HeldBytes {
  all: number;
  /** Of them, by submissions that carry files (photos): these may not take the reserve. */
  withFiles: number;
  /** Of them, by the address bucket asked about (0 when none was). */
  client: number;
}

/** The quota's decision on a new entry of its size, given what the store holds: null admits it. */
export type Admission = (held: HeldBytes) => Error | null;

/** A claimed entry whose files could not be read: the try still holds `lease` and records the failure. */
export class ClaimLoadError extends Error {
  constructor(
    readonly id: string,
    readonly lease: number,
    cause: unknown,
  ) {
    super(`entry files could not be read: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ClaimLoadError';
  }
}

/** A submission the outbox gave up on: kept with its reason until replayed or past its retention. */
export interface DeadLetter {
  id: string;
  reference: string | null;
  kind: string;
  backend: string;
  attempts: number;
  createdAt: number;
  deadAt: number;
  reason: string;
}

export type OutboxStatus = 'pending' | 'done' | 'dead';

/** Which entries `list` returns: each given filter narrows; newest first, at most `limit` (100). */
export interface ListFilter {
  status?: OutboxStatus;
  /** The visitor's e-mail address, as typed (matched by its hash: emailHash in reference.ts). */
  email?: string;
  /** Entries created at or after this time (ms). */
  since?: number;
  reference?: string;
  limit?: number;
}

/** An entry as staff see it: where it stands, never the visitor's data. */
export interface ListedEntry {
  id: string;
  reference: string | null;
  kind: string;
  backend: string;
  status: OutboxStatus;
  attempts: number;
  createdAt: number;
  /** Pending: when the next try is due. */
  nextAttemptAt: number | null;
  /** Pending: why the last try failed, if one did. */
  lastError: string | null;
  deliveredAt: number | null;
  deadAt: number | null;
  deadReason: string | null;
}

/** Longest error text kept per entry, and longest dead-letter reason. */
export const MAX_ERROR_CHARS = 500;
export const MAX_REASON_CHARS = 2000;
