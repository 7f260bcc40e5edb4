import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { startSandbox, type RunningSandbox } from '@agency/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../src/backends';

/*
 * Exactly once in effect, with a real gateway process that really dies: the back-end stores a
 * submission, the gateway is killed (SIGKILL) before it hears the 2xx, and the restarted gateway
 * delivers the entry again from its outbox. The Idempotency-Key (the outbox id) makes the back-end
 * answer the repeat without storing it twice.
 */
const gatewayDir = fileURLToPath(new URL('..', import.meta.url));
let dir: string;
let sandbox: RunningSandbox;
const children: ChildProcess[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gateway-exactly-once-'));
  sandbox = await startSandbox({ port: 0, dataDir: join(dir, 'sandbox') });
}, 60_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await sandbox?.close();
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

async function until<T>(check: () => Promise<T | null | undefined | false>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function startGatewayProcess(port: number, outboxPath: string): Promise<ChildProcess> {
  // node with tsx's loader, one process: the tsx command would run the gateway in a child that a
  // SIGKILL of its parent leaves running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: gatewayDir,
    stdio: process.env.DEBUG_CHILD ? 'inherit' : 'ignore',
    env: {
      ...process.env,
      ...Object.fromEntries(BACKENDS.map((b) => [`UPSTREAM_${b.toUpperCase()}_URL`, sandbox.baseUrls[b]])),
      GATEWAY_PORT: String(port),
      GATEWAY_HOST: '127.0.0.1',
      OUTBOX_PATH: outboxPath,
      OUTBOX_RETRY_MS: '200',
      STORE_WARMUP: '0',
      REDIS_URL: '',
      LOG_LEVEL: process.env.DEBUG_CHILD ? 'info' : 'silent',
      VITEST: '',
      // The test sends its mutation as a document text, which only development mode runs for anyone.
      GATEWAY_ENV: 'development',
    },
  });
  children.push(child);
  await until(
    () =>
      new Promise<boolean>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        socket.once('connect', () => (socket.destroy(), resolve(true)));
        socket.once('error', () => resolve(false));
      }),
  );
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

async function storedContacts(email: string): Promise<number> {
  const response = await fetch(`${sandbox.url}/__admin/submissions?kind=contact`);
  const rows = ((await response.json()) as { data: { fields: Record<string, unknown> }[] }).data;
  return rows.filter((row) => row.fields.email === email).length;
}

async function setAnswerDelay(ms: number) {
  await fetch(`${sandbox.url}/__admin/faults/main`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ answerDelayMs: ms }),
  });
}

function sendContact(port: number, email: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation ($input: ContactMessageInput!) {
        sendContactMessage(brand: CQ_EMPRESARIAMENTO, input: $input) { __typename ... on SubmissionAccepted { queued } }
      }`,
      variables: { input: { name: 'Ana Lima', email, phone: '+55 (11) 91234-5678', message: 'Olá' } },
    }),
  });
}

/** Statuses of the outbox entries, oldest first. */
function outboxStatuses(path: string): string[] {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT status FROM outbox ORDER BY created_at').all() as { status: string }[]).map(
      (r) => r.status,
    );
  } finally {
    db.close();
  }
}

describe('exactly once in effect', () => {
  it('stores one submission when the gateway is killed between the back-end storing it and the outbox marking it', async () => {
    const port = await freePort();
    const outboxPath = join(dir, 'outbox-kill.sqlite');
    const email = 'killed-mid-delivery@example.com';
    const first = await startGatewayProcess(port, outboxPath);
    // One submission first, so the gateway holds main's token (the delay below would hold the sign-in too).
    expect(await (await sendContact(port, 'warm-up@example.com')).json()).toMatchObject({
      data: { sendContactMessage: { __typename: 'SubmissionAccepted', queued: false } },
    });
    await setAnswerDelay(5_000);
    const visitor = sendContact(port, email).catch(() => null);
    // The back-end has stored it and holds its answer: the gateway dies now, before it hears the 2xx.
    await until(async () => (await storedContacts(email)) === 1);
    first.kill('SIGKILL');
    await exited(first);
    await visitor;
    expect(outboxStatuses(outboxPath)).toEqual(['done', 'pending']);

    await setAnswerDelay(0);
    const second = await startGatewayProcess(port, outboxPath);
    // Its first worker pass sends the entry again, with the same Idempotency-Key.
    await until(async () => outboxStatuses(outboxPath)[1] === 'done');
    expect(await storedContacts(email)).toBe(1);
    second.kill('SIGTERM');
    await exited(second);
  }, 90_000);

  it('answers and records a submission in flight when the gateway is stopped (SIGTERM), then exits', async () => {
    const port = await freePort();
    const outboxPath = join(dir, 'outbox-term.sqlite');
    const email = 'in-flight-at-shutdown@example.com';
    const gateway = await startGatewayProcess(port, outboxPath);
    expect(await (await sendContact(port, 'warm-up-2@example.com')).json()).toMatchObject({
      data: { sendContactMessage: { __typename: 'SubmissionAccepted' } },
    });
    await setAnswerDelay(1_500);
    const visitor = sendContact(port, email);
    await until(async () => (await storedContacts(email)) === 1);
    gateway.kill('SIGTERM');
    const answer = await visitor;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      data: { sendContactMessage: { __typename: 'SubmissionAccepted', queued: false } },
    });
    expect(await exited(gateway)).toBe(0);
    await setAnswerDelay(0);
    expect(outboxStatuses(outboxPath)).toEqual(['done', 'done']);
    expect(await storedContacts(email)).toBe(1);
  }, 90_000);
});
