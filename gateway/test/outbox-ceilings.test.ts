import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createOutbox,
  OutboxFullError,
  type DeliveryOutcome,
  type Outbox,
  type OutboxEntry,
  type OutboxLimits,
} from '../src/outbox';
import { runOutboxCommand } from '../src/outbox/cli';

/*
 * What the outbox does when delivery does not end well: dead letters (retry ceiling, a refusal the
 * visitor never saw), replay, retention, the byte quota, owner-only files, the upgrade of an older
 * outbox file, and a stop that waits for the try in flight. Real SQLite files and photo files.
 */
type Reason = string[];
const HOUR = 3600_000;

const submission = {
  kind: 'scouting',
  backend: 'main',
  path: '/api/get-scouted/pt',
  fields: { name: 'Ana', email: 'ana@example.com' },
  files: [{ field: 'image_1', fileName: 'a.jpg', data: Buffer.alloc(1000, 1) }],
};

const opened: Outbox<Reason>[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((o) => o.stop()));
});

async function tempPath() {
  return join(await mkdtemp(join(tmpdir(), 'outbox-ceilings-')), 'outbox.sqlite');
}

function clock(start = 1_700_000_000_000) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

function open(
  path: string,
  deliver: (entry: OutboxEntry) => Promise<DeliveryOutcome<Reason>>,
  options: { limits?: Partial<OutboxLimits>; now?: () => number } = {},
) {
  const dead: { id: string; reason: string }[] = [];
  const outbox = createOutbox<Reason>({
    path,
    retryMs: 60_000,
    deliver,
    limits: options.limits,
    now: options.now,
    onDeadLetter: (letter) => dead.push(letter),
  });
  opened.push(outbox);
  return { outbox, dead };
}

const always = (outcome: DeliveryOutcome<Reason>) => async () => outcome;

describe('dead letters', () => {
  it('keeps a refusal the visitor did not see (a late 422) as a dead letter with its data', async () => {
    const path = await tempPath();
    const { outbox, dead } = open(path, always({ status: 'rejected', reason: ['email'] }));
    const id = await outbox.enqueue(submission);
    expect(await outbox.attempt(id)).toEqual({ status: 'rejected', reason: ['email'] });
    expect(await outbox.counts()).toEqual({ pending: 0, done: 0, dead: 1 });
    expect(dead).toEqual([expect.objectContaining({ id, reason: expect.stringContaining('refused the content') })]);
    expect(await outbox.deadLetters()).toEqual([expect.objectContaining({ id, kind: 'scouting', attempts: 1 })]);
    expect(await readdir(join(`${path}.files`, id))).toEqual(['a.jpg']);
  });

  it('gives up after the maximum number of tries', async () => {
    const path = await tempPath();
    const { outbox, dead } = open(path, always({ status: 'retry', error: 'back-end answered 500' }), {
      limits: { maxAttempts: 3 },
    });
    const id = await outbox.enqueue(submission);
    for (let i = 0; i < 3; i++) {
      expect((await outbox.counts()).pending).toBe(1);
      const db = new Database(path);
      db.prepare('UPDATE outbox SET next_attempt_at = 0').run();
      db.close();
      await outbox.attempt(id);
    }
    expect(await outbox.counts()).toEqual({ pending: 0, done: 0, dead: 1 });
    expect(dead[0]!.reason).toBe('gave up after 3 tries: back-end answered 500');
  });

  it('gives up once the retry window has passed, however few tries it had', async () => {
    const path = await tempPath();
    const time = clock();
    const { outbox } = open(path, always({ status: 'retry', error: 'timeout' }), {
      limits: { maxAgeMs: 24 * HOUR },
      now: time.now,
    });
    const id = await outbox.enqueue(submission);
    await outbox.attempt(id);
    expect((await outbox.counts()).pending).toBe(1);
    time.advance(25 * HOUR);
    await outbox.attempt(id);
    expect(await outbox.deadLetters()).toEqual([expect.objectContaining({ id, attempts: 2 })]);
  });

  it('replays a dead letter: pending again, fresh window, and delivered', async () => {
    const path = await tempPath();
    const outcomes: DeliveryOutcome<Reason>[] = [{ status: 'retry', error: 'down' }, { status: 'delivered' }];
    const received: string[] = [];
    const { outbox } = open(
      path,
      async (entry) => {
        received.push(entry.fields.name!);
        return outcomes.shift()!;
      },
      { limits: { maxAttempts: 1 } },
    );
    const id = await outbox.enqueue(submission);
    await outbox.attempt(id);
    expect((await outbox.counts()).dead).toBe(1);
    expect(await outbox.replay('no-such-id')).toBe(false);
    expect(await outbox.replay(id)).toBe(true);
    expect(await outbox.counts()).toEqual({ pending: 1, done: 0, dead: 0 });
    expect(await outbox.attempt(id)).toEqual({ status: 'delivered' });
    expect(received).toEqual(['Ana', 'Ana']);
    expect(await outbox.counts()).toEqual({ pending: 0, done: 1, dead: 0 });
  });

  it('lists and replays dead letters from the command line, on the file a gateway uses', async () => {
    const path = await tempPath();
    const { outbox } = open(path, always({ status: 'retry', error: 'down' }), { limits: { maxAttempts: 1 } });
    const id = await outbox.enqueue(submission);
    await outbox.attempt(id);
    const lines: string[] = [];
    expect(await runOutboxCommand(['list', '--json'], path, (l) => lines.push(l))).toBe(0);
    const [listed] = JSON.parse(lines[0]!) as { reference: string }[];
    expect(listed).toEqual(
      expect.objectContaining({ id, status: 'dead', attempts: 1, deadReason: 'gave up after 1 tries: down' }),
    );
    expect(await runOutboxCommand(['replay', 'nope'], path, () => undefined)).toBe(1);
    expect(await runOutboxCommand(['frobnicate'], path, () => undefined)).toBe(2);
    expect(await runOutboxCommand(['replay', '--all'], path, (l) => lines.push(l))).toBe(0);
    expect(lines.at(-1)).toBe(`replayed ${listed!.reference} ${id}`);
    expect(await outbox.counts()).toEqual({ pending: 1, done: 0, dead: 0 });
  });

  it('runs as a package script (pnpm outbox list)', () => {
    const gatewayDir = fileURLToPath(new URL('..', import.meta.url));
    const result = spawnSync(join(gatewayDir, 'node_modules/.bin/tsx'), ['src/outbox/cli.ts', 'list'], {
      cwd: gatewayDir,
      env: { ...process.env, OUTBOX_PATH: join(tmpdir(), `outbox-cli-${process.pid}.sqlite`) },
      encoding: 'utf8',
    });
    expect(result.stdout.trim()).toBe('no entries match');
    expect(result.status).toBe(0);
  });
});

describe('retention and quota', () => {
  it('deletes delivered bookkeeping and erases expired dead letters with their photos', async () => {
    const path = await tempPath();
    const time = clock();
    let next: DeliveryOutcome<Reason> = { status: 'delivered' };
    const { outbox } = open(path, async () => next, {
      limits: { retainDeliveredMs: 2 * HOUR, retainDeadMs: 48 * HOUR, maxAttempts: 1 },
      now: time.now,
    });
    const delivered = await outbox.enqueue(submission);
    await outbox.attempt(delivered);
    next = { status: 'retry', error: 'down' };
    const deadId = await outbox.enqueue(submission);
    await outbox.attempt(deadId);
    expect(await outbox.counts()).toEqual({ pending: 0, done: 1, dead: 1 });
    time.advance(3 * HOUR);
    await outbox.start(); // a worker pass purges first
    await outbox.stop();
    const reopened = open(path, async () => next, {
      limits: { retainDeliveredMs: 2 * HOUR, retainDeadMs: 48 * HOUR },
      now: time.now,
    }).outbox;
    expect(await reopened.counts()).toEqual({ pending: 0, done: 0, dead: 1 });
    time.advance(48 * HOUR);
    await reopened.start();
    await reopened.stop();
    const db = new Database(path, { readonly: true });
    expect(db.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual({ n: 0 });
    db.close();
    expect(await readdir(`${path}.files`)).toEqual([]);
  });

  it('refuses a submission past the byte quota, clearly, writing nothing', async () => {
    const path = await tempPath();
    const { outbox } = open(path, always({ status: 'retry', error: 'down' }), { limits: { maxBytes: 2500 } });
    await outbox.enqueue(submission);
    await outbox.enqueue(submission);
    await expect(outbox.enqueue(submission)).rejects.toThrow(OutboxFullError);
    await expect(outbox.enqueue(submission)).rejects.toThrow(/outbox is full: \d+ of 2500 bytes/);
    expect((await outbox.counts()).pending).toBe(2);
    expect((await readdir(`${path}.files`)).length).toBe(2);
  });

  it("holds one address's submissions to its share, whoever else is queued, and frees it once delivered", async () => {
    const path = await tempPath();
    let up = false;
    const { outbox } = open(path, async () => (up ? { status: 'delivered' } : { status: 'retry', error: 'down' }), {
      limits: { maxBytes: 100_000, maxBytesPerClient: 2500 },
    });
    const from = (client: string) => ({ ...submission, client });
    const first = await outbox.enqueue(from('ip:203.0.113.7'));
    await outbox.enqueue(from('ip:203.0.113.7'));
    const refused = outbox.enqueue(from('ip:203.0.113.7'));
    await expect(refused).rejects.toThrow(OutboxFullError);
    await expect(refused).rejects.toMatchObject({ scope: 'client' });
    // Another address, and a submission without an address, are not held by that share.
    await outbox.enqueue(from('ip:198.51.100.1'));
    await outbox.enqueue(submission);
    expect((await outbox.counts()).pending).toBe(4);
    // Delivered, a submission gives its bytes (and its address) back.
    up = true;
    expect(await outbox.attempt(first)).toEqual({ status: 'delivered' });
    await outbox.enqueue(from('ip:203.0.113.7'));
    const db = new Database(path, { readonly: true });
    expect(db.prepare('SELECT client FROM outbox WHERE id = ?').get(first)).toEqual({ client: null });
    db.close();
  });

  it('counts enqueues still writing their files against the share, so a burst cannot pass it together', async () => {
    const path = await tempPath();
    const { outbox } = open(path, always({ status: 'retry', error: 'down' }), {
      limits: { maxBytes: 100_000, maxBytesPerClient: 2500 },
    });
    const burst = await Promise.allSettled(
      Array.from({ length: 6 }, () => outbox.enqueue({ ...submission, client: 'ip:203.0.113.8' })),
    );
    expect(burst.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect((await outbox.counts()).pending).toBe(2);
  });

  it('keeps a reserve that submissions with files cannot take, for those without', async () => {
    const path = await tempPath();
    const { outbox } = open(path, always({ status: 'retry', error: 'down' }), {
      limits: { maxBytes: 5000, reserveWithoutFilesBytes: 2000, maxBytesPerClient: 100_000 },
    });
    const message = {
      kind: 'contact',
      backend: 'main',
      path: '/api/contact/pt',
      fields: { message: 'x'.repeat(1400) },
      files: [],
    };
    // Photos fill what is theirs (5000 - 2000): the third is refused...
    await outbox.enqueue(submission);
    await outbox.enqueue(submission);
    await expect(outbox.enqueue(submission)).rejects.toMatchObject({ scope: 'with-files' });
    // ...and messages still go in, up to the whole quota.
    await outbox.enqueue(message);
    await outbox.enqueue(message);
    await expect(outbox.enqueue(message)).rejects.toMatchObject({ scope: 'all' });
    expect((await outbox.counts()).pending).toBe(4);
  });
});

describe('files and upgrades', () => {
  it("keeps the database, the photo folders and the photos readable by the gateway's user only", async () => {
    const path = await tempPath();
    const { outbox } = open(path, always({ status: 'retry', error: 'down' }));
    const id = await outbox.enqueue(submission);
    const mode = async (p: string) => (await stat(p)).mode & 0o777;
    expect(await mode(path)).toBe(0o600);
    expect(await mode(`${path}.files`)).toBe(0o700);
    expect(await mode(join(`${path}.files`, id))).toBe(0o700);
    expect(await mode(join(`${path}.files`, id, 'a.jpg'))).toBe(0o600);
  });

  it('upgrades an outbox file of version 2 (no address column) and still delivers what it held', async () => {
    const path = await tempPath();
    const v2 = new Database(path);
    v2.exec(`CREATE TABLE outbox (
      id TEXT PRIMARY KEY, kind TEXT NOT NULL, backend TEXT NOT NULL, path TEXT NOT NULL, fields TEXT NOT NULL,
      files TEXT NOT NULL, status TEXT NOT NULL CHECK (status IN ('pending', 'done', 'dead')),
      attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, lease_until INTEGER, last_error TEXT,
      created_at INTEGER NOT NULL, delivered_at INTEGER, bytes INTEGER NOT NULL DEFAULT 0,
      retry_since INTEGER NOT NULL, dead_at INTEGER, dead_reason TEXT);
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
      PRAGMA user_version = 2;`);
    v2.prepare(
      `INSERT INTO outbox (id, kind, backend, path, fields, files, status, next_attempt_at, created_at, bytes, retry_since)
       VALUES ('v2-1', 'contact', 'main', '/api/contact/pt', '{"name":"Bia"}', '[]', 'pending', 0, 1, 14, 1)`,
    ).run();
    v2.close();
    const { outbox } = open(path, async () => ({ status: 'delivered' }), { limits: { maxBytesPerClient: 1000 } });
    await outbox.enqueue({ ...submission, files: [], client: 'ip:203.0.113.9' });
    expect(await outbox.counts()).toEqual({ pending: 2, done: 0, dead: 0 });
    expect(await outbox.attempt('v2-1')).toEqual({ status: 'delivered' });
  });

  it('upgrades an outbox file of the previous version and still delivers what it held', async () => {
    const path = await tempPath();
    const old = new Database(path);
    old.exec(`CREATE TABLE outbox (
      id TEXT PRIMARY KEY, kind TEXT NOT NULL, backend TEXT NOT NULL, path TEXT NOT NULL, fields TEXT NOT NULL,
      files TEXT NOT NULL, status TEXT NOT NULL CHECK (status IN ('pending', 'done')), attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL, lease_until INTEGER, last_error TEXT, created_at INTEGER NOT NULL, delivered_at INTEGER);
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`);
    old
      .prepare(
        `INSERT INTO outbox (id, kind, backend, path, fields, files, status, next_attempt_at, created_at)
         VALUES ('old-1', 'contact', 'main', '/api/contact/pt', '{"name":"Bia"}', '[]', 'pending', 0, 1)`,
      )
      .run();
    old.close();
    const received: string[] = [];
    const { outbox } = open(path, async (entry) => {
      received.push(entry.id);
      return { status: 'delivered' };
    });
    expect(await outbox.counts()).toEqual({ pending: 1, done: 0, dead: 0 });
    expect(await outbox.attempt('old-1')).toEqual({ status: 'delivered' });
    expect(received).toEqual(['old-1']);
  });
});

describe('stopping', () => {
  it('waits for a try in flight and records its delivery before closing', async () => {
    const path = await tempPath();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { outbox } = open(path, async () => {
      await held;
      return { status: 'delivered' };
    });
    const id = await outbox.enqueue(submission);
    const inFlight = outbox.attempt(id);
    await new Promise((r) => setTimeout(r, 20));
    const stopped = outbox.stop();
    // A try asked for while stopping does not start: the entry waits for the next start.
    expect(await outbox.attempt(id)).toEqual({ status: 'pending', error: 'outbox is stopping' });
    setTimeout(release, 100);
    await stopped;
    expect(await inFlight).toEqual({ status: 'delivered' });
    const db = new Database(path, { readonly: true });
    expect(db.prepare('SELECT status FROM outbox WHERE id = ?').get(id)).toEqual({ status: 'done' });
    db.close();
  });
});
