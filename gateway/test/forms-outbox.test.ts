import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, writeFile, mkdir, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createOutbox, type DeliveryOutcome, type Outbox, type OutboxEntry } from '../src/outbox';
import { retryDelayMs } from '../src/outbox/backoff';

type Reason = string[];

/** A scripted back-end: answers each delivery with the next outcome and records what it got. */
function scriptedBackend(outcomes: DeliveryOutcome<Reason>[]) {
  const received: OutboxEntry[] = [];
  return {
    received,
    deliver: async (entry: OutboxEntry): Promise<DeliveryOutcome<Reason>> => {
      received.push(entry);
      return outcomes.shift() ?? { status: 'delivered' };
    },
  };
}

const submission = {
  kind: 'scouting',
  backend: 'main',
  path: '/api/get-scouted/pt',
  fields: { name: 'Ana', email: 'ana@example.com' },
  files: [
    { field: 'image_1', fileName: 'a.jpg', data: Buffer.from('first photo') },
    { field: 'image_2', fileName: 'b.jpg', data: Buffer.from('second photo') },
  ],
};

const opened: Outbox<Reason>[] = [];
async function tempPath() {
  return join(await mkdtemp(join(tmpdir(), 'outbox-')), 'outbox.sqlite');
}
function open(path: string, deliver: (e: OutboxEntry) => Promise<DeliveryOutcome<Reason>>, retryMs = 30) {
  const outbox = createOutbox<Reason>({ path, retryMs, deliver });
  opened.push(outbox);
  return outbox;
}
const until = async (check: () => boolean | Promise<boolean>, ms = 3000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

afterEach(async () => {
  await Promise.all(opened.splice(0).map((o) => o.stop()));
});

describe('outbox', () => {
  it('stores the row and the files before any delivery, in WAL with synchronous FULL', async () => {
    const path = await tempPath();
    const outbox = open(path, scriptedBackend([]).deliver);
    const id = await outbox.enqueue(submission);
    expect(await outbox.counts()).toEqual({ pending: 1, done: 0, dead: 0 });
    expect((await readdir(join(`${path}.files`, id))).sort()).toEqual(['a.jpg', 'b.jpg']);
    const db = new Database(path, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('marks a delivered entry done, erases its data and hands the files to the back-end', async () => {
    const path = await tempPath();
    const backend = scriptedBackend([{ status: 'delivered' }]);
    const outbox = open(path, backend.deliver);
    const id = await outbox.enqueue(submission);
    expect(await outbox.attempt(id)).toEqual({ status: 'delivered' });
    expect(backend.received[0]!.files.map((f) => f.data.toString())).toEqual(['first photo', 'second photo']);
    expect(await outbox.counts()).toEqual({ pending: 0, done: 1, dead: 0 });
    expect(await readdir(`${path}.files`)).toEqual([]);
    const db = new Database(path, { readonly: true });
    expect(db.prepare('SELECT fields, files FROM outbox WHERE id = ?').get(id)).toEqual({ fields: '{}', files: '[]' });
    db.close();
  });

  it('drops an entry the back-end refuses (422) while the visitor waits to hear it, and keeps nothing', async () => {
    const path = await tempPath();
    const outbox = open(path, scriptedBackend([{ status: 'rejected', reason: ['email'] }]).deliver);
    const id = await outbox.enqueue(submission);
    expect(await outbox.attempt(id, { visitorHearsRefusal: () => true })).toEqual({
      status: 'rejected',
      reason: ['email'],
    });
    expect(await outbox.counts()).toEqual({ pending: 0, done: 0, dead: 0 });
    expect(await readdir(`${path}.files`)).toEqual([]);
  });

  it('keeps a failed entry pending and the worker delivers it once the back-end is back', async () => {
    const path = await tempPath();
    const backend = scriptedBackend([
      { status: 'retry', error: 'down' },
      { status: 'retry', error: 'down' },
    ]);
    const outbox = open(path, backend.deliver);
    const id = await outbox.enqueue(submission);
    expect(await outbox.attempt(id)).toEqual({ status: 'pending', error: 'down' });
    await outbox.start();
    await until(async () => (await outbox.counts()).done === 1);
    expect(backend.received.length).toBe(3);
  });

  it('lets only one try hold an entry at a time', async () => {
    const path = await tempPath();
    let release: () => void = () => undefined;
    const outbox = open(path, () => new Promise((resolve) => (release = () => resolve({ status: 'delivered' }))));
    const id = await outbox.enqueue(submission);
    const first = outbox.attempt(id);
    await new Promise((r) => setTimeout(r, 20));
    expect(await outbox.attempt(id)).toEqual({ status: 'busy' });
    release();
    expect(await first).toEqual({ status: 'delivered' });
  });

  it('delivers what a previous process left pending as soon as it starts', async () => {
    const path = await tempPath();
    const before = open(path, scriptedBackend([{ status: 'retry', error: 'down' }]).deliver, 60_000);
    const id = await before.enqueue(submission);
    await before.attempt(id);
    await before.stop();
    const backend = scriptedBackend([]);
    const after = open(path, backend.deliver, 60_000);
    await after.start();
    await until(async () => (await after.counts()).done === 1);
    expect(backend.received.map((e) => e.id)).toEqual([id]);
  });

  it('sweeps photo directories a crash left without a row', async () => {
    const path = await tempPath();
    const outbox = open(path, scriptedBackend([]).deliver, 60_000);
    const orphan = join(`${path}.files`, 'orphan-id');
    await mkdir(orphan, { recursive: true });
    await writeFile(join(orphan, 'x.jpg'), 'x');
    const old = new Date(Date.now() - 5 * 60_000);
    await utimes(orphan, old, old);
    await outbox.start();
    expect(await readdir(`${path}.files`)).toEqual([]);
  });

  it('refuses new submissions once stopped (the caller then answers without it)', async () => {
    const outbox = open(await tempPath(), scriptedBackend([]).deliver);
    await outbox.stop();
    await expect(outbox.enqueue(submission)).rejects.toThrow('outbox is closed');
  });
});

describe('retry backoff', () => {
  it('doubles from the base interval up to 60x, with +-20% jitter', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 5000, mid))).toEqual([5000, 10000, 20000, 40000]);
    expect(retryDelayMs(12, 5000, mid)).toBe(300_000);
    expect(retryDelayMs(1, 1000, () => 0)).toBe(800);
    expect(retryDelayMs(1, 1000, () => 1)).toBe(1200);
  });
});
