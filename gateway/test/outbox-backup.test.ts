import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutbox, type DeliveryOutcome, type Outbox, type OutboxEntry } from '../src/outbox';
import { backupOutbox, restoreOutbox } from '../src/outbox/backup';
import { runOutboxCopyCommand } from '../src/outbox/cli';
import { OUTBOX_SCHEMA_VERSION, OutboxStore } from '../src/outbox/store';

/*
 * An outbox moved or recovered by its operator: backed up while the gateway runs (SQLite's online
 * backup and the photos of what is not yet delivered), restored into an empty volume, and delivered
 * from there, each entry once, with its photos. A file from a newer gateway that this one cannot
 * read stops the start by name; one it can read (an additive change) opens.
 */
const opened: Outbox<string>[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((o) => o.stop()));
});

const folder = () => mkdtemp(join(tmpdir(), 'outbox-backup-'));
const until = async (check: () => boolean | Promise<boolean>, ms = 5000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

function open(path: string, deliver: (e: OutboxEntry) => Promise<DeliveryOutcome<string>>) {
  const outbox = createOutbox<string>({ path, retryMs: 20, deliver });
  opened.push(outbox);
  return outbox;
}

const application = (name: string) => ({
  kind: 'scouting',
  backend: 'main',
  path: '/api/get-scouted/pt',
  fields: { name, email: `${name.toLowerCase()}@example.com` },
  files: [{ field: 'image_1', fileName: `${name}.jpg`, data: Buffer.from(`photo of ${name}`) }],
});

describe('outbox backup and restore', () => {
  it('restores what was pending into a new volume and delivers each entry once, with its photos', async () => {
    const live = join(await folder(), 'outbox.sqlite');
    // The panel is down: everything stays pending.
    const down = open(live, async () => ({ status: 'retry', error: 'panel down' }));
    const ids = [await down.enqueue(application('Ana')), await down.enqueue(application('Bia'))];
    expect((await down.counts()).pending).toBe(2);

    const backup = join(await folder(), 'backup');
    const lines: string[] = [];
    expect(await runOutboxCopyCommand('backup', backup, live, (l) => lines.push(l)), lines.join('\n')).toBe(0);
    expect(lines[0]).toMatch(/2 entries not yet delivered/);
    await down.stop();

    const restored = join(await folder(), 'outbox.sqlite');
    expect(restoreOutbox(backup, restored)).toEqual({ entries: 2 });
    // Never over an outbox in use.
    expect(() => restoreOutbox(backup, restored)).toThrow(/exists: restore into an empty volume/);

    const received: OutboxEntry[] = [];
    const up = open(restored, async (entry) => {
      received.push(entry);
      return { status: 'delivered' };
    });
    up.start();
    await until(async () => (await up.counts()).done === 2);
    await new Promise((r) => setTimeout(r, 100));
    expect(received.map((e) => e.id).sort()).toEqual([...ids].sort());
    expect(received.map((e) => e.files[0]!.data.toString()).sort()).toEqual(['photo of Ana', 'photo of Bia']);
  });

  it('refuses a backup folder in use and a folder that holds no backup', async () => {
    const live = join(await folder(), 'outbox.sqlite');
    open(live, async () => ({ status: 'retry', error: 'down' }));
    const used = await folder();
    await backupOutbox(live, join(used, 'one'));
    await expect(backupOutbox(live, join(used, 'one'))).rejects.toThrow(/not empty/);
    const empty = await folder();
    const target = join(await folder(), 'x.sqlite');
    expect(() => restoreOutbox(empty, target)).toThrow(/holds no outbox backup/);
  });

  it('opens a newer outbox it can still read, and stops by name on one it cannot', async () => {
    const path = join(await folder(), 'outbox.sqlite');
    new OutboxStore(path).close();
    const db = new Database(path);
    db.pragma(`user_version = ${OUTBOX_SCHEMA_VERSION + 1}`);
    // This gateway notes the oldest schema that may open its file; a newer one would note its own.
    expect(db.prepare('SELECT min_reader FROM outbox_meta').get()).toEqual({ min_reader: 2 });
    db.exec('DELETE FROM outbox_meta; INSERT INTO outbox_meta VALUES (1);');
    db.close();
    // An additive change (a column an older gateway can ignore): still readable.
    new OutboxStore(path).close();

    const db2 = new Database(path);
    db2.exec(`UPDATE outbox_meta SET min_reader = ${OUTBOX_SCHEMA_VERSION + 1}`);
    db2.close();
    expect(() => new OutboxStore(path)).toThrow(
      new RegExp(
        `schema ${OUTBOX_SCHEMA_VERSION + 1}, readable from schema ${OUTBOX_SCHEMA_VERSION + 1} on; this gateway knows ${OUTBOX_SCHEMA_VERSION}`,
      ),
    );
  });
});
