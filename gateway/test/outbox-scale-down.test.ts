import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox, type RunningSandbox } from '@agency/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../src/backends';
import { configuredStore, runOutboxCommand } from '../src/outbox/cli';
import type { ListedEntry } from '../src/outbox/storage';
import { startPostgresServer } from './postgres-server';

/*
 * The scale-out test, with real processes: three gateways on one PostgreSQL outbox
 * (DATABASE_URL) in front of the sandbox. 200 submissions are accepted while one gateway is killed
 * (SIGKILL) with deliveries in flight and another is stopped for good (a scale-down) with entries
 * pending. Every accepted submission reaches the panel, none twice in effect (the sandbox keeps one
 * row per Idempotency-Key, the outbox id: counted distinct), and nothing is left pending: the
 * remaining gateway takes over what the others held, by lease expiry or from the shared queue.
 */
const gatewayDir = fileURLToPath(new URL('..', import.meta.url));
const ACCEPTED = 200;
// Leases are twice the delivery timeout: a killed gateway's entries are free again 5 s later.
const DELIVERY_TIMEOUT_MS = 2_500;

let dir: string;
let sandbox: RunningSandbox;
let postgres: Awaited<ReturnType<typeof startPostgresServer>>;
let databaseUrl: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gateway-scale-down-'));
  [sandbox, postgres] = await Promise.all([
    startSandbox({ port: 0, dataDir: join(dir, 'sandbox') }),
    startPostgresServer(),
  ]);
  databaseUrl = await postgres.database();
}, 90_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await sandbox?.close();
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function until<T>(check: () => Promise<T | null | undefined | false>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const listens = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

interface Gateway {
  name: string;
  port: number;
  child: ChildProcess;
}

async function startGateway(name: string): Promise<Gateway> {
  const port = await freePort();
  // node with tsx's loader, one process: a SIGKILL of the tsx command would leave its child running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: gatewayDir,
    stdio: process.env.DEBUG_CHILD ? 'inherit' : 'ignore',
    env: {
      ...process.env,
      ...Object.fromEntries(BACKENDS.map((b) => [`UPSTREAM_${b.toUpperCase()}_URL`, sandbox.baseUrls[b]])),
      GATEWAY_PORT: String(port),
      GATEWAY_HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      // Never used with DATABASE_URL: a path of its own shows no instance shares a file.
      OUTBOX_PATH: join(dir, `unused-${name}.sqlite`),
      OUTBOX_RETRY_MS: '200',
      // The panel back, deliveries resume within half a second (the breaker's rest).
      UPSTREAM_BREAKER_COOLDOWN_MS: '500',
      OUTBOX_DELIVERY_TIMEOUT_MS: String(DELIVERY_TIMEOUT_MS),
      FORMS_INLINE_WAIT_MS: '300',
      FORMS_RATE_LIMIT_EMAIL: '1000',
      FORMS_RATE_LIMIT_IP: '100000',
      QUERY_RATE_LIMIT_PER_MINUTE: '100000',
      STORE_WARMUP: '0',
      REDIS_URL: '',
      SHUTDOWN_DRAIN_MS: '0',
      LOG_LEVEL: process.env.DEBUG_CHILD ? 'info' : 'silent',
      VITEST: '',
      // The test sends its mutation as a document text, which only development mode runs for anyone.
      GATEWAY_ENV: 'development',
    },
  });
  children.push(child);
  await until(() => listens(port), 90_000);
  return { name, port, child };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** Sets the main panel's faults (null clears them all). */
async function fault(patch: Record<string, unknown> | null) {
  const response = await fetch(
    `${sandbox.url}/__admin/faults${patch ? '/main' : ''}`,
    patch
      ? { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(patch) }
      : { method: 'DELETE' },
  );
  expect(response.status).toBe(200);
}

interface Stored {
  idempotency_key: string | null;
  fields: Record<string, unknown>;
}

async function storedContacts(): Promise<Stored[]> {
  const response = await fetch(`${sandbox.url}/__admin/submissions?kind=contact`);
  return ((await response.json()) as { data: Stored[] }).data;
}

/** Sends one contact message; true when the gateway accepted it (delivered or queued), false when it never answered. */
async function submit(gateway: Gateway, email: string): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${gateway.port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation ($input: ContactMessageInput!) {
          sendContactMessage(brand: CQ_EMPRESARIAMENTO, input: $input) { __typename }
        }`,
        variables: { input: { name: 'Ana Lima', email, phone: '+55 (11) 91234-5678', message: 'Olá' } },
      }),
    });
    const body = (await response.json()) as { data?: { sendContactMessage: { __typename: string } } };
    if (body.data?.sendContactMessage.__typename !== 'SubmissionAccepted')
      throw new Error(`${gateway.name} did not accept ${email}: ${JSON.stringify(body)}`);
    return true;
  } catch (error) {
    // A gateway killed mid-request: the visitor got no answer, so nothing was promised.
    if (gateway.child.killed) return false;
    throw error;
  }
}

async function pendingList(extra: string[] = []): Promise<ListedEntry[]> {
  const lines: string[] = [];
  const code = await runOutboxCommand(
    ['list', '--status', 'pending', '--limit', '1000', '--json', ...extra],
    '',
    (l) => lines.push(l),
    {
      openStore: configuredStore(databaseUrl),
    },
  );
  expect(code).toBe(0);
  return JSON.parse(lines[0]!) as ListedEntry[];
}

describe('three gateways on one PostgreSQL outbox', () => {
  it('deliver every accepted submission once while one is killed and another scaled down with entries pending', async () => {
    const [a, b, c] = await Promise.all([startGateway('a'), startGateway('b'), startGateway('c')]);
    const accepted: string[] = [];
    const unanswered: string[] = [];
    let n = 0;
    const mail = (gateway: Gateway) => `visitor-${(n += 1)}-${gateway.name}@example.com`;
    const send = async (gateway: Gateway, email = mail(gateway)) => {
      ((await submit(gateway, email)) ? accepted : unanswered).push(email);
    };

    // 1. Healthy: 60 across the three, most delivered inline.
    for (let i = 0; i < 60; i += 6) await Promise.all([a, b, c, a, b, c].map((gateway) => send(gateway)));

    // 2. The panel stores each post but answers 2 s late: a's tries are in flight when it is killed.
    await fault({ answerDelayMs: 2_000 });
    const before = (await storedContacts()).length;
    const batch = [a, a, a, a, b, c].map((gateway) => ({ gateway, email: mail(gateway) }));
    const inFlight = Promise.all(batch.map(({ gateway, email }) => send(gateway, email)));
    await until(async () => (await storedContacts()).length >= before + 6);
    a.child.kill('SIGKILL');
    await exited(a.child);
    await inFlight;
    // The panel has a's four, but a died before it could record them: pending still, under leases
    // that end on their own. Delivered later by another gateway, each is a second delivery of the
    // same entry, which the panel must take as the same submission.
    const stored = new Set((await storedContacts()).map((row) => String(row.fields.email)));
    for (const { email } of batch.filter(({ gateway }) => gateway === a)) {
      expect(stored.has(email)).toBe(true);
      expect(await pendingList(['--email', email])).toHaveLength(1);
    }

    // 3. The panel down: 80 queued on b and c; c is then stopped for good with its entries pending.
    await fault({ down: 'down' });
    for (let i = 0; i < 80; i += 8) await Promise.all([b, c, b, c, b, c, b, c].map((gateway) => send(gateway)));
    const pending = await pendingList();
    const viaC = accepted.filter((e) => e.endsWith('-c@example.com')).at(-1)!;
    // One store answers for every gateway: c's entries are listed, found by the visitor's address.
    expect(await pendingList(['--email', viaC])).toHaveLength(1);
    expect(pending.length).toBeGreaterThanOrEqual(80);
    c.child.kill('SIGTERM');
    await exited(c.child);
    expect(c.child.exitCode).toBe(0);
    expect((await pendingList()).length).toBeGreaterThanOrEqual(80);

    // 4. The panel back; b alone takes the rest of the 200.
    await fault(null);
    while (accepted.length < ACCEPTED)
      await Promise.all(Array.from({ length: Math.min(6, ACCEPTED - accepted.length) }, () => send(b)));
    expect(accepted).toHaveLength(ACCEPTED);

    // Every accepted submission delivered; the killed gateway's leases ended and b redelivered them.
    await until(async () => (await pendingList()).length === 0, 60_000);
    const delivered = await storedContacts();
    const byEmail = new Map<string, number>();
    for (const row of delivered)
      byEmail.set(String(row.fields.email), (byEmail.get(String(row.fields.email)) ?? 0) + 1);
    expect(accepted.filter((e) => byEmail.get(e) !== 1)).toEqual([]);
    // None twice in effect: one row per delivery key, each key once, and a submission the killed
    // gateway never answered stored at most once.
    const keys = delivered.map((row) => row.idempotency_key);
    expect(keys.every(Boolean)).toBe(true);
    expect(new Set(keys).size).toBe(delivered.length);
    expect(unanswered.filter((e) => (byEmail.get(e) ?? 0) > 1)).toEqual([]);
    expect(delivered.length).toBe(ACCEPTED + unanswered.filter((e) => byEmail.has(e)).length);
    b.child.kill('SIGTERM');
    await exited(b.child);
  }, 300_000);
});
