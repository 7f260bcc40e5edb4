import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '@agency/sandbox';
import { startGatewayForForms, type RunningGateway } from './forms-harness';

/*
 * A panel that names a field its own way (the family's contact form reads `Email`): the real
 * sandbox with that panel setting, the real gateway over HTTP, the real outbox CLI as its own
 * process. Nothing is lost, the visitor hears "received", and once the mapping is fixed
 * (FORM_FIELD_NAMES, gateway restarted) the replay delivers it, exactly once.
 */

const run = promisify(execFile);
const GATEWAY_DIR = fileURLToPath(new URL('..', import.meta.url));

let dir: string;
let sandbox: RunningSandbox;
let gateway: RunningGateway | undefined;
let outboxPath: string;

const startGateway = (env: Record<string, string> = {}) =>
  startGatewayForForms(sandbox, {
    OUTBOX_PATH: outboxPath,
    OUTBOX_RETRY_MS: '100',
    FORMS_RATE_LIMIT_IP: '1000',
    ...env,
  });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'forms-mismatch-'));
  outboxPath = join(dir, 'outbox.sqlite');
  sandbox = await startSandbox({ port: 0, dataDir: join(dir, 'sandbox'), env: {} });
  gateway = await startGateway();
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
});

const CONTACT = `mutation Contact($brand: BrandKey!, $input: ContactMessageInput!) {
  sendContactMessage(brand: $brand, input: $input) {
    __typename
    ... on SubmissionAccepted { id reference queued }
    ... on InvalidInput { fields { path message } }
  }
}`;

async function sendContact(email: string) {
  const response = await fetch(`${gateway!.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-agency-client': 'forms-test' },
    body: JSON.stringify({
      query: CONTACT,
      variables: {
        brand: 'DIGITAL',
        input: { name: 'Bia Lima', email, phone: '+55 (21) 99876-5432', message: 'Olá!' },
      },
    }),
  });
  const body = (await response.json()) as { data?: { sendContactMessage: Record<string, unknown> } };
  return body.data!.sendContactMessage;
}

async function storedContacts(): Promise<{ fields: Record<string, unknown> }[]> {
  const response = await fetch(`${sandbox.url}/__admin/submissions?kind=contact`);
  return ((await response.json()) as { data: { fields: Record<string, unknown> }[] }).data;
}

async function setPanelFieldNames(formFieldNames: object) {
  const response = await fetch(`${sandbox.url}/__admin/faults/main`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ formFieldNames }),
  });
  expect(response.status).toBe(200);
}

async function metric(name: string): Promise<string[]> {
  const text = await (await fetch(`${gateway!.url}/metrics`)).text();
  return text.split('\n').filter((line) => line.startsWith(name));
}

/** The outbox CLI as an operator runs it: its own process, on the file the running gateway uses. */
async function outboxCli(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(join(GATEWAY_DIR, 'node_modules/.bin/tsx'), ['src/outbox/cli.ts', ...args], {
      cwd: GATEWAY_DIR,
      env: { ...process.env, OUTBOX_PATH: outboxPath },
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, out: failed.stdout };
  }
}

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a panel that requires a field under a name we do not send', () => {
  it('keeps the submission as a dead letter, counted, the visitor told "received"; the replay after the fix delivers it once', async () => {
    await setPanelFieldNames({ contact: { email: 'Email' } });
    const email = 'mismatch@example.com';

    const answer = await sendContact(email);
    expect(answer).toMatchObject({ __typename: 'SubmissionAccepted', queued: true });
    expect(await storedContacts()).toEqual([]);

    const listed = await outboxCli('list', '--status', 'dead', '--json');
    expect(listed.code).toBe(0);
    const letters = JSON.parse(listed.out) as {
      id: string;
      reference: string;
      kind: string;
      backend: string;
      deadReason: string;
    }[];
    expect(letters).toEqual([
      expect.objectContaining({ id: answer.id, reference: answer.reference, kind: 'contact', backend: 'main' }),
    ]);
    // The panel's own answer is kept with it, naming the field.
    expect(letters[0]!.deadReason).toMatch(/never filled: Email .*"errors":\{"Email":\["validation.required"\]\}/);
    expect(await metric('gateway_outbox_dead_letters_total{')).toEqual([
      'gateway_outbox_dead_letters_total{kind="contact",backend="main",cause="field-mismatch"} 1',
    ]);

    // The worker never sends a dead letter again on its own.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await storedContacts()).toEqual([]);

    // The mapping is fixed by configuration and the gateway restarted on the same outbox.
    await gateway!.close();
    gateway = await startGateway({ FORM_FIELD_NAMES: 'main.contact.email=Email' });
    const replayed = await outboxCli('replay', '--all');
    expect(replayed).toEqual({ code: 0, out: `replayed ${answer.reference} ${answer.id}\n` });

    const rows = await eventually(storedContacts, (r) => r.length > 0);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fields).toMatchObject({ email, name: 'Bia Lima' });
    // Several worker passes later: still once, and nothing left to replay.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await storedContacts()).toHaveLength(1);
    expect(await outboxCli('replay', answer.id as string)).toEqual({ code: 1, out: `no dead letter ${answer.id}\n` });
    expect(await metric('gateway_outbox_entries{status="done"}')).toEqual(['gateway_outbox_entries{status="done"} 1']);
    // Each CLI run is a process of its own (about 5 s on a loaded 2-core machine).
  }, 90_000);
});
