import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { OutboxStore } from './store';

/**
 * Backup and restore of one gateway's outbox (the SQLite file and the photos of the submissions not
 * yet delivered), for an operator moving or recovering a volume:
 *
 *   outbox backup <folder>    while the gateway runs: the database by SQLite's online backup, then
 *                             the photo folders of every entry pending or dead in that copy
 *   outbox restore <folder>   into OUTBOX_PATH, which must not exist yet (a new volume, the gateway
 *                             stopped): the gateway then delivers what was pending
 *
 * An entry delivered after the backup was taken is pending again in the restored copy and is
 * delivered again with the same Idempotency-Key, which the panels answer from their first copy.
 */
const DATABASE = 'outbox.sqlite';
const PHOTOS = 'photos';

/** The photo folder beside an outbox file (outbox.ts: `<path>.files/<id>/`). */
export const photosFolder = (outboxPath: string) => `${outboxPath}.files`;

export async function backupOutbox(outboxPath: string, destination: string): Promise<{ entries: number }> {
  if (existsSync(destination) && readdirSync(destination).length > 0) {
    throw new Error(`backup folder ${destination} is not empty`);
  }
  mkdirSync(join(destination, PHOTOS), { recursive: true, mode: 0o700 });
  chmodSync(destination, 0o700);
  const store = new OutboxStore(outboxPath);
  try {
    await store.backupTo(join(destination, DATABASE));
  } finally {
    store.close();
  }
  // The photos of the entries in the copy: written before their row was, removed only after delivery.
  const copy = new OutboxStore(join(destination, DATABASE));
  const ids = copy.undeliveredIds();
  copy.close();
  for (const id of ids) {
    const from = join(photosFolder(outboxPath), id);
    if (existsSync(from)) cpSync(from, join(destination, PHOTOS, id), { recursive: true });
  }
  return { entries: ids.length };
}

export function restoreOutbox(source: string, outboxPath: string): { entries: number } {
  if (!existsSync(join(source, DATABASE))) throw new Error(`${source} holds no outbox backup (${DATABASE})`);
  if (existsSync(outboxPath)) {
    throw new Error(`${outboxPath} exists: restore into an empty volume, with the gateway stopped`);
  }
  const copy = new OutboxStore(join(source, DATABASE));
  const entries = copy.undeliveredIds().length;
  copy.close();
  mkdirSync(photosFolder(outboxPath), { recursive: true, mode: 0o700 });
  cpSync(join(source, DATABASE), outboxPath);
  chmodSync(outboxPath, 0o600);
  if (existsSync(join(source, PHOTOS))) cpSync(join(source, PHOTOS), photosFolder(outboxPath), { recursive: true });
  return { entries };
}
