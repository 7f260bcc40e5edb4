import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  admission,
  createOutbox,
  OutboxFullError,
  outboxLimits,
  PostgresOutboxStorage,
  type DeliveryOutcome,
  type Outbox,
  type OutboxEntry,
} from '../src/outbox';
import { OUTBOX_SCHEMA_VERSION } from '../src/outbox/store';
import type { NewEntry } from '../src/outbox/storage';
import { OUTBOX_MIGRATIONS } from '../src/outbox/postgres-storage';
import { openPool } from '../src/postgres/pool';
import { migrateSchema } from '../src/postgres/schema';
import { startPostgresServer } from './postgres-server';

/*
 * The PostgreSQL outbox against a real server (Debian's postgresql-15 in a throwaway cluster): the
 * schema, claims under concurrency, leases that end and hand an entry over, the quota across
 * gateways, and the photos in the entry's rows. Each test has a database of its own.
 */
let server: Awaited<ReturnType<typeof startPostgresServer>>;
const pools: pg.Pool[] = [];
const outboxes: Outbox<string>[] = [];

beforeAll(async () => {
  server = await startPostgresServer();
}, 60_000);

afterEach(async () => {
  await Promise.all(outboxes.splice(0).map((o) => o.stop()));
  await Promise.all(pools.splice(0).map((p) => p.end()));
});

afterAll(async () => {
  await server?.stop();
});

/** A gateway's view of the database: its own pool, as each gateway process has. */
function gatewayPool(url: string): pg.Pool {
  const pool = openPool(url, { max: 4 });
  pools.push(pool);
  return pool;
}

async function storage(url: string): Promise<PostgresOutboxStorage> {
  const store = new PostgresOutboxStorage(gatewayPool(url));
  await store.open();
  return store;
}

const photo = (n: number) => Buffer.from(Array.from({ length: 64 }, (_, i) => (i * 7 + n) % 256));

function entry(overrides: Partial<NewEntry> = {}): NewEntry {
  return {
    id: randomUUID(),
    kind: 'scouting',
    backend: 'main',
    path: '/api/get-scouted/pt',
    fields: { name: 'Ana', email: 'ana@example.com' },
    files: [
      { field: 'image_1', fileName: 'a.jpg', data: photo(1) },
      { field: 'image_2', fileName: 'b.jpg', data: photo(2) },
    ],
    attempts: 0,
    createdAt: Date.now(),
    bytes: 200,
    reference: null,
    emailHash: null,
    client: null,
    ...overrides,
  };
}

const admitAll = () => null;
const OLD_ID = '6f1c2a4e-0b7d-4c1e-9a55-2d3e4f5a6b7c';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the PostgreSQL outbox', () => {
  it('creates its schema once when gateways start together, and refuses a newer one it cannot read', async () => {
    const url = await server.database();
    const stores = [0, 1, 2].map(() => new PostgresOutboxStorage(gatewayPool(url)));
    await Promise.all(stores.map((s) => s.open()));
    const db = gatewayPool(url);
    // Version 4 (the address bucket) is additive: a version-3 gateway may still read and write.
    expect((await db.query('SELECT version, min_reader FROM outbox_meta')).rows).toEqual([
      { version: OUTBOX_SCHEMA_VERSION, min_reader: 3 },
    ]);
    // A newer gateway's additive change: still readable by this one.
    await db.query('UPDATE outbox_meta SET version = $1', [OUTBOX_SCHEMA_VERSION + 1]);
    await new PostgresOutboxStorage(gatewayPool(url)).open();
    // One this gateway would misread: refused by name.
    await db.query('UPDATE outbox_meta SET min_reader = $1', [OUTBOX_SCHEMA_VERSION + 1]);
    await expect(new PostgresOutboxStorage(gatewayPool(url)).open()).rejects.toThrow(
      `schema ${OUTBOX_SCHEMA_VERSION + 1}, readable from schema ${OUTBOX_SCHEMA_VERSION + 1} on; this gateway knows ${OUTBOX_SCHEMA_VERSION}`,
    );
  });

  it('upgrades a version-3 schema (no address column) and still delivers what it held', async () => {
    const url = await server.database();
    const pool = gatewayPool(url);
    await migrateSchema(pool, {
      name: 'outbox',
      version: 3,
      migrations: OUTBOX_MIGRATIONS.filter((m) => m.version <= 3),
      refusal: () => 'unused',
    });
    await pool.query(
      `INSERT INTO outbox (id, kind, backend, path, fields, files, status, next_attempt_at, created_at, bytes, retry_since)
       VALUES ($1, 'contact', 'main', '/api/contact/pt', '{"name":"Bia"}', '[]', 'pending', 0, 1, 14, 1)`,
      [OLD_ID],
    );
    const store = await storage(url);
    expect((await pool.query('SELECT version, min_reader FROM outbox_meta')).rows).toEqual([
      { version: OUTBOX_SCHEMA_VERSION, min_reader: 3 },
    ]);
    const claimed = await store.claim(OLD_ID, Date.now(), 60_000);
    expect(claimed).toMatchObject({ id: OLD_ID, fields: { name: 'Bia' } });
    await store.markDelivered(OLD_ID, Date.now());
    expect(await store.counts()).toEqual({ pending: 0, done: 1, dead: 0 });
  });

  it('keeps the photos in the entry’s rows, hands them to the try, and erases them with the data once delivered', async () => {
    const url = await server.database();
    const store = await storage(url);
    const stored = entry();
    await store.insert(stored, Date.now(), admitAll);
    const claimed = await store.claim(stored.id, Date.now(), 60_000);
    expect(claimed).toMatchObject({ id: stored.id, fields: stored.fields, attempts: 0 });
    expect(claimed!.files).toEqual(stored.files);
    await store.markDelivered(stored.id, Date.now());
    const db = gatewayPool(url);
    expect((await db.query('SELECT count(*)::int AS n FROM outbox_files')).rows[0].n).toBe(0);
    expect((await db.query('SELECT status, fields, bytes FROM outbox')).rows).toEqual([
      { status: 'done', fields: '{}', bytes: 0 },
    ]);
  });

  it('rolls the photos back with a refused entry: nothing is stored', async () => {
    const url = await server.database();
    const store = await storage(url);
    await expect(store.insert(entry(), Date.now(), () => new OutboxFullError(1, 1))).rejects.toThrow(OutboxFullError);
    const db = gatewayPool(url);
    expect(
      (
        await db.query(
          'SELECT (SELECT count(*) FROM outbox_files)::int AS files, (SELECT count(*) FROM outbox)::int AS rows',
        )
      ).rows[0],
    ).toEqual({
      files: 0,
      rows: 0,
    });
  });

  it('never lets two claims hold one entry: three gateways claiming 60 entries at once each take different ones', async () => {
    const url = await server.database();
    const stores = await Promise.all([0, 1, 2].map(() => storage(url)));
    const ids: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      const e = entry({ createdAt: Date.now() + i });
      ids.push(e.id);
      await stores[i % 3]!.insert(e, Date.now(), admitAll);
    }
    const taken: string[][] = [[], [], []];
    await Promise.all(
      stores.map(async (store, g) => {
        for (;;) {
          const claimed = await store.claimNextDue(Date.now(), 60_000);
          if (!claimed) return;
          taken[g]!.push(claimed.id);
        }
      }),
    );
    const all = taken.flat();
    expect(all.sort()).toEqual([...ids].sort());
    expect(new Set(all).size).toBe(60);
    // Each gateway did part of the work (SKIP LOCKED: none waited its turn behind another).
    for (const part of taken) expect(part.length).toBeGreaterThan(0);
  });

  it('delivers each entry once with three outboxes on one database, whichever worker or inline try gets it', async () => {
    const url = await server.database();
    const delivered = new Map<string, number>();
    const deliver = async (e: OutboxEntry): Promise<DeliveryOutcome<string>> => {
      await sleep(Math.random() * 5);
      delivered.set(e.id, (delivered.get(e.id) ?? 0) + 1);
      return { status: 'delivered' };
    };
    const gateways = [0, 1, 2].map(() => {
      const outbox = createOutbox<string>({
        storage: new PostgresOutboxStorage(gatewayPool(url)),
        retryMs: 20,
        deliver,
      });
      outboxes.push(outbox);
      return outbox;
    });
    // Enqueued before the workers start: every worker finds all of them due.
    const ids = await Promise.all(
      Array.from({ length: 45 }, (_, i) =>
        gateways[i % 3]!.enqueue({
          kind: 'contact',
          backend: 'main',
          path: '/api/contact/pt',
          fields: { n: String(i) },
          files: [],
        }),
      ),
    );
    await Promise.all(gateways.map((g) => g.start()));
    // Inline tries race the workers for some of them.
    await Promise.all(ids.slice(0, 15).map((id, i) => gateways[(i + 1) % 3]!.attempt(id)));
    const end = Date.now() + 15_000;
    while ((await gateways[0]!.counts()).done < ids.length && Date.now() < end) await sleep(25);
    expect(await gateways[1]!.counts()).toEqual({ pending: 0, done: 45, dead: 0 });
    expect([...delivered.values()].every((n) => n === 1)).toBe(true);
    expect(delivered.size).toBe(45);
  });

  it('hands an entry over when its lease ends (a gateway died mid-try); the late try records nothing over it', async () => {
    const url = await server.database();
    const [dead, alive] = await Promise.all([storage(url), storage(url)]);
    const stored = entry();
    await dead.insert(stored, Date.now(), admitAll);
    const first = await dead.claimNextDue(Date.now(), 300);
    expect(first?.id).toBe(stored.id);
    // Held: nobody else may take it, by id or as due.
    expect(await alive.claimNextDue(Date.now(), 300)).toBeNull();
    expect(await alive.claim(stored.id, Date.now(), 300)).toBeNull();
    await sleep(400);
    const second = await alive.claimNextDue(Date.now(), 60_000);
    expect(second?.id).toBe(stored.id);
    expect(second!.lease).toBeGreaterThan(first!.lease);
    // The first try comes back late: its failure or its giving up change nothing.
    expect(await dead.markFailed(stored.id, first!.lease, 'timeout', Date.now() + 1000)).toBe(false);
    expect(await dead.markDead(stored.id, first!.lease, 'gave up', Date.now(), true)).toBe(false);
    expect(await dead.remove(stored.id, first!.lease)).toBe(false);
    expect(await alive.counts()).toEqual({ pending: 1, done: 0, dead: 0 });
    await alive.markDelivered(stored.id, Date.now());
    expect(await alive.counts()).toEqual({ pending: 0, done: 1, dead: 0 });
  });

  it('leaves other gateways’ leases alone when a gateway starts', async () => {
    const url = await server.database();
    const [running, starting] = await Promise.all([storage(url), storage(url)]);
    const stored = entry();
    await running.insert(stored, Date.now(), admitAll);
    expect(await running.claimNextDue(Date.now(), 60_000)).not.toBeNull();
    await starting.recover(Date.now());
    expect(await starting.claimNextDue(Date.now(), 60_000)).toBeNull();
  });

  it('holds the quota across gateways: concurrent submissions never hold more than it together', async () => {
    const url = await server.database();
    const stores = await Promise.all([0, 1, 2].map(() => storage(url)));
    const limits = outboxLimits({ maxBytes: 10_000 });
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        stores[i % 3]!.insert(
          entry({ bytes: 1_000, files: [] }),
          Date.now(),
          admission(limits, { bytes: 1_000, withFiles: false, client: null }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(
      results
        .filter((r) => r.status === 'rejected')
        .every((r) => (r as PromiseRejectedResult).reason instanceof OutboxFullError),
    ).toBe(true);
    expect(await stores[0]!.heldBytes(null)).toEqual({ all: 10_000, withFiles: 0, client: 0 });
  });

  it('holds an address to its share and photos out of the reserve across gateways, atomically with the insert', async () => {
    const url = await server.database();
    const stores = await Promise.all([0, 1, 2].map(() => storage(url)));
    const limits = outboxLimits({ maxBytes: 10_000, reserveWithoutFilesBytes: 4_000, maxBytesPerClient: 2_500 });
    const insert = (i: number, bytes: number, withFiles: boolean, client: string | null) =>
      stores[i % 3]!.insert(
        entry({ bytes, client, ...(withFiles ? {} : { files: [] }) }),
        Date.now(),
        admission(limits, { bytes, withFiles, client }),
      );
    const scopes = (results: PromiseSettledResult<void>[]) =>
      results.map((r) => (r.status === 'fulfilled' ? 'ok' : (r.reason as OutboxFullError).scope));

    // One address from three gateways at once: two of 1000 fit its 2500, the rest are refused as its share.
    const burst = await Promise.allSettled(
      Array.from({ length: 9 }, (_, i) => insert(i, 1_000, false, 'ip:203.0.113.7')),
    );
    expect(scopes(burst).filter((s) => s === 'ok')).toHaveLength(2);
    expect(scopes(burst).filter((s) => s !== 'ok')).toEqual(Array(7).fill('client'));
    // Applications with photos from many addresses fill what is theirs (10000 - 4000), not more.
    const photos = await Promise.allSettled(
      Array.from({ length: 9 }, (_, i) => insert(i, 1_000, true, `ip:198.51.100.${i}`)),
    );
    expect(scopes(photos).filter((s) => s === 'ok')).toHaveLength(6);
    expect(scopes(photos).filter((s) => s !== 'ok')).toEqual(Array(3).fill('with-files'));
    // Messages still go in, up to the whole quota.
    const messages = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => insert(i, 1_000, false, null)));
    expect(scopes(messages).filter((s) => s === 'ok')).toHaveLength(2);
    expect(scopes(messages).filter((s) => s !== 'ok')).toEqual(Array(4).fill('all'));
    expect(await stores[1]!.heldBytes('ip:203.0.113.7')).toEqual({ all: 10_000, withFiles: 6_000, client: 2_000 });

    // Delivered, an entry gives its address's bytes back (its address erased with the visitor's data).
    const db = gatewayPool(url);
    const { id } = (await db.query<{ id: string }>(`SELECT id FROM outbox WHERE client = 'ip:203.0.113.7' LIMIT 1`))
      .rows[0]!;
    const claimed = await stores[2]!.claim(id, Date.now(), 60_000);
    await stores[2]!.markDelivered(claimed!.id, Date.now());
    expect((await db.query('SELECT client FROM outbox WHERE id = $1', [id])).rows).toEqual([{ client: null }]);
    expect((await stores[0]!.heldBytes('ip:203.0.113.7')).client).toBe(1_000);
  });

  it('lists, gives up, replays and purges as the SQLite outbox does, photos going with their entry', async () => {
    const url = await server.database();
    const store = await storage(url);
    const stored = entry({ reference: 'K7QM-3XPA', emailHash: 'h'.repeat(64) });
    await store.insert(stored, Date.now(), admitAll);
    const claimed = await store.claim(stored.id, Date.now(), 60_000);
    expect(await store.markDead(stored.id, claimed!.lease, 'refused', Date.now(), true)).toBe(true);
    expect(await store.deadLetters()).toEqual([
      expect.objectContaining({ id: stored.id, reference: 'K7QM-3XPA', attempts: 1 }),
    ]);
    expect(await store.list({ status: 'dead', reference: 'K7QM-3XPA' })).toEqual([
      expect.objectContaining({ id: stored.id, status: 'dead', deadReason: 'refused' }),
    ]);
    expect(await store.replay('not-a-uuid', Date.now())).toBe(false);
    expect(await store.replay(stored.id, Date.now())).toBe(true);
    expect(await store.list({ status: 'pending' })).toEqual([expect.objectContaining({ id: stored.id, attempts: 0 })]);
    const again = await store.claim(stored.id, Date.now(), 60_000);
    expect(again!.files).toHaveLength(2);
    await store.markDead(stored.id, again!.lease, 'refused again', Date.now(), true);
    expect(await store.purge(0, Date.now() + 1)).toEqual({ delivered: 0, dead: 1 });
    const db = gatewayPool(url);
    expect((await db.query('SELECT count(*)::int AS n FROM outbox_files')).rows[0].n).toBe(0);
    await store.checkWritable();
  });
});
