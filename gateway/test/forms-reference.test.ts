import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '@agency/sandbox';
import { loadConfig } from '../src/config';
import { runOutboxCommand } from '../src/outbox/cli';
import type { ListedEntry } from '../src/outbox';
import { startGateway, type RunningGateway } from '../src/server';
import { BACKENDS } from '../src/backends';

/*
 * What a visitor and the agency's staff see of a submission: the visitor is answered with a short
 * reference, the panel receives it with the submission, the gateway logs each delivery with it,
 * and staff find the entry with `outbox list` by e-mail address, reference, status or date,
 * pending ones with their tries and next try. Real sandbox, real gateway, real outbox file.
 */
let dir: string;
let sandbox: RunningSandbox;
let gateway: RunningGateway;
let outboxPath: string;
const logs: Record<string, unknown>[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'forms-reference-'));
  sandbox = await startSandbox({ port: 0, dataDir: join(dir, 'sandbox') });
  outboxPath = join(dir, 'outbox.sqlite');
  const urls = Object.fromEntries(BACKENDS.map((b) => [`UPSTREAM_${b.toUpperCase()}_URL`, sandbox.baseUrls[b]]));
  const config = loadConfig({
    ...process.env,
    ...urls,
    GATEWAY_PORT: '0',
    GATEWAY_HOST: '127.0.0.1',
    OUTBOX_PATH: outboxPath,
    OUTBOX_RETRY_MS: '60000',
    FORMS_INLINE_WAIT_MS: '3000',
    FORMS_RATE_LIMIT_IP: '1000',
    FORMS_RATE_LIMIT_EMAIL: '1000',
    UPSTREAM_READ_RETRIES: '0',
  });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  gateway = await startGateway(config, { logger: pino({ level: 'info' }, sink) });
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
});

const REFERENCE = /^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

async function sendContact(email: string) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation ($input: ContactMessageInput!) { sendContactMessage(brand: CQ_EMPRESARIAMENTO, input: $input) {
        __typename ... on SubmissionAccepted { reference queued } } }`,
      variables: { input: { name: 'Ana Lima', email, phone: '+55 (11) 91234-5678', message: 'Olá' } },
    }),
  });
  const body = (await response.json()) as {
    data: { sendContactMessage: { __typename: string; reference: string; queued: boolean } };
  };
  return body.data.sendContactMessage;
}

async function list(...args: string[]): Promise<ListedEntry[]> {
  const lines: string[] = [];
  expect(await runOutboxCommand(['list', ...args, '--json'], outboxPath, (line) => lines.push(line))).toBe(0);
  return JSON.parse(lines[0]!) as ListedEntry[];
}

describe('a submission’s reference', () => {
  it('is answered to the visitor, reaches the panel, is logged on delivery and finds the entry by e-mail', async () => {
    const answer = await sendContact('Ana.Lima@Example.com');
    expect(answer).toMatchObject({ __typename: 'SubmissionAccepted', queued: false });
    expect(answer.reference).toMatch(REFERENCE);

    const stored = (await (await fetch(`${sandbox.url}/__admin/submissions?kind=contact`)).json()) as {
      data: { fields: Record<string, unknown> }[];
    };
    expect(stored.data.map((s) => s.fields.reference)).toContain(answer.reference);

    expect(logs).toContainEqual(
      expect.objectContaining({
        msg: 'submission delivered',
        reference: answer.reference,
        kind: 'contact',
        attempts: 1,
      }),
    );

    // Found by the address as the visitor typed it, in any case, after the address itself was erased.
    const found = await list('--email', 'ana.lima@example.com');
    expect(found).toEqual([
      expect.objectContaining({ reference: answer.reference, status: 'done', attempts: 1, nextAttemptAt: null }),
    ]);
    expect(await list('--reference', answer.reference.toLowerCase().replace('-', ''))).toHaveLength(1);
    expect(await list('--email', 'someone@else.com')).toEqual([]);
  });

  it('lists a submission waiting for its panel as pending, with its tries and next try', async () => {
    await fetch(`${sandbox.url}/__admin/faults/main`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ down: true }),
    });
    try {
      const answer = await sendContact('bruno@example.com');
      expect(answer).toMatchObject({ __typename: 'SubmissionAccepted', queued: true });
      const [pending] = await list('--status', 'pending', '--email', 'bruno@example.com', '--since', '1h');
      expect(pending).toMatchObject({ reference: answer.reference, status: 'pending', attempts: 1 });
      expect(pending!.nextAttemptAt).toBeGreaterThan(Date.now());
      expect(pending!.lastError).toBeTruthy();
      expect(await list('--status', 'done', '--email', 'bruno@example.com')).toEqual([]);
      expect(await list('--status', 'pending', '--since', '2999-01-01')).toEqual([]);
      const text: string[] = [];
      await runOutboxCommand(['list', '--status', 'pending'], outboxPath, (line) => text.push(line));
      expect(text.join('\n')).toMatch(new RegExp(`${answer.reference}  pending .* tries 1  next try \\d{4}-`));
    } finally {
      await fetch(`${sandbox.url}/__admin/faults`, { method: 'DELETE' });
    }
  });

  it('refuses a filter it cannot read, saying how to write it', async () => {
    const lines: string[] = [];
    expect(await runOutboxCommand(['list', '--status', 'lost'], outboxPath, (line) => lines.push(line))).toBe(2);
    expect(await runOutboxCommand(['list', '--since', 'yesterday'], outboxPath, (line) => lines.push(line))).toBe(2);
    expect(await runOutboxCommand(['list', '--reference', 'O0O0'], outboxPath, (line) => lines.push(line))).toBe(2);
    expect(lines.join('\n')).toContain('--since takes a day');
  });
});
