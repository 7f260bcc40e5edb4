import { OutboxFiles } from './files';
import { OutboxStore, type ClaimedRow } from './store';
import {
  ClaimLoadError,
  type Admission,
  type ClaimedEntry,
  type HeldBytes,
  type NewEntry,
  type OutboxStorage,
} from './storage';

/** A photo folder younger than this may belong to a submission being written right now. */
const ORPHAN_MIN_AGE_MS = 60_000;

/**
 * The embedded outbox: rows in a SQLite file (store.ts), photos in files beside it
 * (`<path>.files/<id>/`, files.ts). One process per file: its leases only guard that process's
 * own tries against each other, and a start voids the leases its previous process left.
 */
export class SqliteOutboxStorage implements OutboxStorage {
  readonly kind = 'sqlite';
  private readonly rows: OutboxStore;
  private readonly files: OutboxFiles;

  constructor(path: string) {
    this.rows = new OutboxStore(path);
    this.files = new OutboxFiles(`${path}.files`);
  }

  async open(): Promise<void> {
    await this.files.init();
  }

  /**
   * Files first, fsynced, then the row: a crash before the row leaves only an orphan folder, swept
   * on the next start. The quota is asked twice: before the files are written (nothing is written
   * for a submission that cannot fit) and again at the row, where check and insert run without a
   * pause (one thread), so concurrent submissions never hold more than the quota together.
   */
  async insert(entry: NewEntry, now: number, admit: Admission): Promise<void> {
    const refused = admit(this.rows.heldBytes(entry.client));
    if (refused) throw refused;
    await this.files.write(entry.id, entry.files);
    try {
      const refusedNow = admit(this.rows.heldBytes(entry.client));
      if (refusedNow) throw refusedNow;
      this.rows.insert({ ...entry, files: entry.files.map(({ field, fileName }) => ({ field, fileName })) }, now);
    } catch (error) {
      await this.files.remove(entry.id);
      throw error;
    }
  }

  async hasReference(reference: string): Promise<boolean> {
    return this.rows.hasReference(reference);
  }

  async heldBytes(client: string | null): Promise<HeldBytes> {
    return this.rows.heldBytes(client);
  }

  async claim(id: string, now: number, leaseMs: number): Promise<ClaimedEntry | null> {
    return this.withFiles(this.rows.claim(id, now, leaseMs));
  }

  async claimNextDue(now: number, leaseMs: number): Promise<ClaimedEntry | null> {
    return this.withFiles(this.rows.claimNextDue(now, leaseMs));
  }

  private async withFiles(row: ClaimedRow | null): Promise<ClaimedEntry | null> {
    if (!row) return null;
    try {
      const data = await Promise.all(row.files.map((f) => this.files.read(row.id, f.fileName)));
      return { ...row, files: row.files.map((f, i) => ({ ...f, data: data[i]! })) };
    } catch (error) {
      throw new ClaimLoadError(row.id, row.lease, error);
    }
  }

  async markDelivered(id: string, now: number): Promise<void> {
    this.rows.markDelivered(id, now);
    await this.files.remove(id);
  }

  async markFailed(id: string, lease: number, error: string, nextAttemptAt: number): Promise<boolean> {
    return this.rows.markFailed(id, lease, error, nextAttemptAt);
  }

  async markDead(id: string, lease: number, reason: string, now: number, countAttempt: boolean): Promise<boolean> {
    return this.rows.markDead(id, lease, reason, now, countAttempt);
  }

  async remove(id: string, lease: number): Promise<boolean> {
    const removed = this.rows.remove(id, lease);
    if (removed) await this.files.remove(id);
    return removed;
  }

  async recover(now: number): Promise<void> {
    this.rows.resetForStart(now);
    const orphans = await this.files.orphans((id) => this.rows.holdsFiles(id), Date.now() - ORPHAN_MIN_AGE_MS);
    await Promise.all(orphans.map((id) => this.files.remove(id)));
  }

  async deadLetters() {
    return this.rows.deadLetters();
  }

  async list(filter: Parameters<OutboxStore['list']>[0]) {
    return this.rows.list(filter);
  }

  async replay(id: string, now: number): Promise<boolean> {
    return this.rows.replay(id, now);
  }

  async purge(deliveredBefore: number, deadBefore: number): Promise<{ delivered: number; dead: number }> {
    const { delivered, dead } = this.rows.purge(deliveredBefore, deadBefore);
    await Promise.all(dead.map((id) => this.files.remove(id)));
    return { delivered, dead: dead.length };
  }

  async checkWritable(): Promise<void> {
    this.rows.checkWritable();
    await this.files.checkWritable();
  }

  async counts() {
    return this.rows.counts();
  }

  async close(): Promise<void> {
    this.rows.close();
  }
}
