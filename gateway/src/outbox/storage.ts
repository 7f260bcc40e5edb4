import type { DeadLetter, ListedEntry, ListFilter, OutboxStatus, StoredEntry } from './store';

/**
 * What the outbox asks of the place it keeps entries: one implementation per store (store.ts:
 * SQLite on the gateway's disk). Queries staff run (the CLI's list) are here too, so every store
 * answers them the same way.
 */
export interface OutboxStorage {
  /** Stores a new pending entry, durably before it returns. */
  insert(entry: StoredEntry & { bytes: number; emailHash: string | null }, now: number): void;
  /** Whether a reference is taken already. */
  hasReference(reference: string): boolean;
  /** Bytes held for visitors: pending entries and dead letters. */
  heldBytes(): number;
  /** Takes the entry for one delivery try unless another try holds it (a lease that expires). */
  claim(id: string, now: number, leaseMs: number): (StoredEntry & { retrySince: number }) | null;
  markDelivered(id: string, now: number): void;
  markFailed(id: string, error: string, nextAttemptAt: number): void;
  markDead(id: string, reason: string, now: number, countAttempt: boolean): void;
  remove(id: string): void;
  /** Ids of pending entries whose next try is due, oldest first. */
  due(now: number, limit: number): string[];
  resetForStart(now: number): void;
  holdsFiles(id: string): boolean;
  deadLetters(): DeadLetter[];
  /** Entries as staff see them (status, tries, next try), filtered by status, e-mail, date or reference. */
  list(filter: ListFilter): ListedEntry[];
  replay(id: string, now: number): boolean;
  purge(deliveredBefore: number, deadBefore: number): { delivered: number; dead: string[] };
  checkWritable(): void;
  counts(): Record<OutboxStatus, number>;
  close(): void;
}
