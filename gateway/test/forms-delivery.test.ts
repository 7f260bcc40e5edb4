import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { startSandbox, type RunningSandbox } from '@agency/sandbox';
import { VALIDATION, type FieldError } from '@agency/schema/validation';
import { loadConfig } from '../src/config';
import { readFormsConfig } from '../src/modules/forms/config';
import { createFormDelivery } from '../src/modules/forms/delivery';
import type { FormsServices } from '../src/modules/forms/services';
import { submitContactMessage } from '../src/modules/forms/submit';
import { photoPipeline } from '../src/modules/forms/__tests__/fixtures';
import { createOutbox } from '../src/outbox';
import { createMemoryRateLimiter } from '../src/security/rate-limit';
import { BACKENDS } from '../src/backends';
import { createUpstream } from '../src/upstream/client';

/* Delivery against the real sandbox panels, below GraphQL: 422 handling and the no-outbox fallback. */

let dir: string;
let sandbox: RunningSandbox;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'forms-delivery-'));
  sandbox = await startSandbox({ port: 0, dataDir: join(dir, 'sandbox') });
}, 60_000);

afterAll(async () => {
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
});

function gatewayConfig() {
  const urls = Object.fromEntries(BACKENDS.map((b) => [`UPSTREAM_${b.toUpperCase()}_URL`, sandbox.baseUrls[b]]));
  return loadConfig({
    ...urls,
    OUTBOX_PATH: join(dir, `outbox-${Math.random()}.sqlite`),
    UPSTREAM_BREAKER_FAILURES: '1000',
  });
}

async function setFault(backend: string, fault: Record<string, unknown> | null) {
  await fetch(`${sandbox.url}/__admin/faults${fault ? `/${backend}` : ''}`, {
    method: fault ? 'PUT' : 'DELETE',
    headers: fault ? { 'content-type': 'application/json' } : {},
    body: fault ? JSON.stringify(fault) : undefined,
  });
}

async function storedContacts(): Promise<{ fields: Record<string, unknown> }[]> {
  const response = await fetch(`${sandbox.url}/__admin/submissions?kind=contact`);
  return ((await response.json()) as { data: { fields: Record<string, unknown> }[] }).data;
}

describe('form delivery to the real panels', () => {
  it('drops an entry the panel refuses with 422 while the visitor waits, reporting its fields under the input names', async () => {
    const config = gatewayConfig();
    const deliver = createFormDelivery(createUpstream(config), 5000);
    const outbox = createOutbox<FieldError[]>({ path: config.outboxPath, retryMs: 1000, deliver });
    const id = await outbox.enqueue({
      kind: 'contact',
      backend: 'main',
      path: '/api/contact/pt',
      fields: { name: 'Ana', email: 'not-an-email', phone: '+55 (11) 91234-5678', message: 'Olá' },
      files: [],
    });
    const result = await outbox.attempt(id, { visitorHearsRefusal: () => true });
    expect(result).toEqual({ status: 'rejected', reason: [{ path: 'email', message: VALIDATION.email }] });
    expect(await outbox.counts()).toEqual({ pending: 0, done: 0, dead: 0 });
    expect(await readdir(`${config.outboxPath}.files`)).toEqual([]);
    await outbox.stop();
  });

  it('keeps as a dead letter, even while the visitor waits, an entry the panel refuses for fields it never carried', async () => {
    const config = gatewayConfig();
    const deliver = createFormDelivery(createUpstream(config), 5000);
    const dead: { cause: string; reason: string }[] = [];
    const outbox = createOutbox<FieldError[]>({
      path: config.outboxPath,
      retryMs: 1000,
      deliver,
      onDeadLetter: (letter) => dead.push(letter),
    });
    const id = await outbox.enqueue({
      kind: 'scouting',
      backend: 'main',
      path: '/api/get-scouted/pt',
      fields: { name: 'Ana', email: 'not-an-email', drt: '1', id_country: '1', country: 'Brasil' },
      files: [],
    });
    const result = await outbox.attempt(id, { visitorHearsRefusal: () => true });
    expect(result).toMatchObject({ status: 'dead-letter', cause: 'field-mismatch' });
    expect(dead).toHaveLength(1);
    expect(dead[0]!.reason).toMatch(/never filled: .*id_city.*drt_number.*image_1/);
    expect(await outbox.counts()).toEqual({ pending: 0, done: 0, dead: 1 });
    await outbox.stop();
  });

  it('answers UpstreamUnavailable only when the outbox cannot take the submission and the panel is down', async () => {
    const config = gatewayConfig();
    const deliver = createFormDelivery(createUpstream(config), 5000);
    const outbox = createOutbox<FieldError[]>({ path: config.outboxPath, retryMs: 1000, deliver });
    await outbox.stop(); // closed: every enqueue now fails
    const services: FormsServices = {
      config: readFormsConfig(config),
      outbox,
      deliver,
      rateLimiter: createMemoryRateLimiter(),
      // A contact message: no photo is decoded, the decoder never starts a process.
      photos: photoPipeline(),
      logger: pino({ level: 'silent' }),
    };
    const caller = { brand: 'cq-empresariamento' as const, clientIp: '127.0.0.1' };
    const input = { name: 'Caio', email: 'caio@example.com', phone: '+55 (11) 91234-5678', message: 'Olá' };

    await setFault('main', { down: true });
    try {
      expect(await submitContactMessage(services, caller, input)).toEqual({
        __typename: 'UpstreamUnavailable',
        message: expect.any(String),
      });
    } finally {
      await setFault('main', null);
    }
    expect((await storedContacts()).some((s) => s.fields.email === input.email)).toBe(false);

    expect(await submitContactMessage(services, caller, input)).toMatchObject({
      __typename: 'SubmissionAccepted',
      queued: false,
    });
    expect((await storedContacts()).filter((s) => s.fields.email === input.email)).toHaveLength(1);
  });
});
