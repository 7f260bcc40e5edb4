import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { VALIDATION, type FieldError } from '@agency/schema/validation';
import { readFormsConfig } from '../config';
import { readGatewayVars } from '../../../config-vars';
import type { FormsServices } from '../services';
import type { ScoutingOptionTables } from '../options';
import { submitContactMessage, submitQuoteRequest, submitScoutingApplication } from '../submit';
import { createOutbox, type DeliveryOutcome, type OutboxEntry } from '../../../outbox';
import { createMemoryRateLimiter } from '../../../security/rate-limit';
import { fourPhotos, photoPipeline } from './fixtures';

/*
 * The submission flow below GraphQL, with the back-end replaced by a scripted delivery (the real
 * panels are exercised in test/forms.test.ts and test/forms-delivery.test.ts).
 */

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

async function services(
  deliver: (entry: OutboxEntry) => Promise<DeliveryOutcome<FieldError[]>>,
  env: Record<string, string> = {},
) {
  const path = join(await mkdtemp(join(tmpdir(), 'forms-submit-')), 'outbox.sqlite');
  const config = readFormsConfig({
    outboxPath: path,
    redisUrl: null,
    vars: readGatewayVars({ OUTBOX_RETRY_MS: '50', ...env }),
  });
  const outbox = createOutbox<FieldError[]>({
    path,
    retryMs: config.outbox.retryMs,
    deliver,
    limits: config.outbox.limits,
  });
  stops.push(() => outbox.stop());
  const photos = photoPipeline();
  stops.push(() => photos.decoder.close());
  const forms: FormsServices = {
    config,
    outbox,
    deliver,
    rateLimiter: createMemoryRateLimiter(),
    photos,
    logger: pino({ level: 'silent' }),
  };
  return forms;
}

const caller = { brand: 'jabuticaba' as const, clientIp: '10.0.0.7' };
let n = 0;
const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Caio',
  email: `caio${(n += 1)}@example.com`,
  phone: '+55 (11) 91234-5678',
  message: 'Olá',
  ...overrides,
});

describe('submission flow', () => {
  it('posts a valid quote request to the brand panel with the REST fields', async () => {
    const received: OutboxEntry[] = [];
    const forms = await services(async (entry) => {
      received.push(entry);
      return { status: 'delivered' };
    });
    // As the resolver describes talents the brand does not list: as sent.
    const result = await submitQuoteRequest(
      forms,
      caller,
      { ...message(), talents: [{ id: '7', name: 'Eva' }] },
      async (chosen) => chosen.map(({ id, name }) => ({ id, name })),
    );
    expect(result).toMatchObject({ __typename: 'SubmissionAccepted', queued: false });
    expect(received[0]).toMatchObject({ backend: 'jabuticaba', path: '/api/favorites/pt', files: [] });
    expect(received[0]!.fields.favorites).toBe('{"7":{"id":7,"name":"Eva"}}');
    expect(await forms.outbox.counts()).toEqual({ pending: 0, done: 1, dead: 0 });
  });

  it('phones by country: refuses what the site refuses, and sends the panel the one written form', async () => {
    const received: OutboxEntry[] = [];
    const forms = await services(async (entry) => {
      received.push(entry);
      return { status: 'delivered' };
    });
    for (const phone of ['11987654321', '+11 (98) 76543-21', '+55 (11) 1234-5678', '+351 91234', '+1 213 373 42530']) {
      expect(await submitContactMessage(forms, caller, message({ phone })), phone).toEqual({
        __typename: 'InvalidInput',
        fields: [{ path: 'phone', message: VALIDATION.phone }],
      });
    }
    expect(received).toHaveLength(0);
    // A Brazilian fixed line is a number the contact form takes (an office writes from one).
    for (const phone of ['+55 (11) 98765-4321', '+55 11 3071-4400', '+351 912 345 678', '+1 (213) 373-4253']) {
      expect((await submitContactMessage(forms, caller, message({ phone }))).__typename, phone).toBe(
        'SubmissionAccepted',
      );
    }
    expect(received.map((entry) => entry.fields.phone)).toEqual([
      '+55 (11) 98765-4321',
      '+55 (11) 3071-4400',
      '+351 912 345 678',
      '+1 213 373 4253',
    ]);
  });

  it('answers InvalidInput and keeps nothing when the panel refuses the content (422)', async () => {
    const forms = await services(async () => ({
      status: 'rejected',
      reason: [{ path: 'email', message: VALIDATION.email }],
    }));
    expect(await submitContactMessage(forms, caller, message())).toEqual({
      __typename: 'InvalidInput',
      fields: [{ path: 'email', message: VALIDATION.email }],
    });
    expect(await forms.outbox.counts()).toEqual({ pending: 0, done: 0, dead: 0 });
  });

  it('answers queued when the first try outlasts the inline wait, and still delivers', async () => {
    let delivered = false;
    const forms = await services(
      async () => {
        await new Promise((r) => setTimeout(r, 300));
        delivered = true;
        return { status: 'delivered' };
      },
      { FORMS_INLINE_WAIT_MS: '50' },
    );
    expect(await submitContactMessage(forms, caller, message())).toMatchObject({
      __typename: 'SubmissionAccepted',
      queued: true,
    });
    expect(delivered).toBe(false);
    await new Promise((r) => setTimeout(r, 400));
    expect(delivered).toBe(true);
    expect(await forms.outbox.counts()).toEqual({ pending: 0, done: 1, dead: 0 });
  });

  it('keeps a refusal that arrives after the visitor was told "queued" as a dead letter, never drops it', async () => {
    const forms = await services(
      async () => {
        await new Promise((r) => setTimeout(r, 200));
        return { status: 'rejected', reason: [{ path: 'email', message: VALIDATION.email }] };
      },
      { FORMS_INLINE_WAIT_MS: '30' },
    );
    expect(await submitContactMessage(forms, caller, message())).toMatchObject({ queued: true });
    await new Promise((r) => setTimeout(r, 300));
    expect(await forms.outbox.counts()).toEqual({ pending: 0, done: 0, dead: 1 });
    expect((await forms.outbox.deadLetters())[0]!.reason).toMatch(/refused the content.*validation\./);
  });

  it('refuses clearly when the outbox holds its whole quota, storing and sending nothing', async () => {
    let sent = 0;
    const forms = await services(
      async () => {
        sent += 1;
        return { status: 'retry', error: 'down' };
      },
      { OUTBOX_MAX_MB: '1', FORMS_INLINE_WAIT_MS: '10' },
    );
    // Fill the quota directly: a large pending submission the back-end has not taken (without
    // files: those may not take the reserve kept for the forms without photos).
    await forms.outbox.enqueue({
      kind: 'contact',
      backend: 'main',
      path: '/api/contact/pt',
      fields: { message: 'x'.repeat(1024 * 1024 - 100) },
      files: [],
    });
    expect(await submitContactMessage(forms, caller, message())).toEqual({
      __typename: 'UpstreamUnavailable',
      message: 'We cannot take submissions right now; please try again later.',
    });
    expect(await forms.outbox.counts()).toEqual({ pending: 1, done: 0, dead: 0 });
    expect(sent).toBe(0);
  });

  it('counts every try per address, invalid ones included, and stores nothing once limited', async () => {
    const forms = await services(async () => ({ status: 'delivered' }), { FORMS_RATE_LIMIT_IP: '2' });
    expect((await submitContactMessage(forms, caller, message({ phone: 'bad' }))).__typename).toBe('InvalidInput');
    expect((await submitContactMessage(forms, caller, message())).__typename).toBe('SubmissionAccepted');
    expect(await submitContactMessage(forms, caller, message())).toEqual({
      __typename: 'RateLimited',
      retryAfterSeconds: 600,
      reason: 'TOO_MANY_SUBMISSIONS',
    });
    expect(await forms.outbox.counts()).toEqual({ pending: 0, done: 1, dead: 0 });
    const otherAddress = { ...caller, clientIp: '10.0.0.8' };
    expect((await submitContactMessage(forms, otherAddress, message())).__typename).toBe('SubmissionAccepted');
  });

  it('counts only valid submissions per e-mail', async () => {
    const forms = await services(async () => ({ status: 'delivered' }), { FORMS_RATE_LIMIT_EMAIL: '1' });
    const email = 'same@example.com';
    expect((await submitContactMessage(forms, caller, message({ email, message: '' }))).__typename).toBe(
      'InvalidInput',
    );
    expect((await submitContactMessage(forms, caller, message({ email }))).__typename).toBe('SubmissionAccepted');
    expect((await submitContactMessage(forms, caller, message({ email: ' SAME@example.com ' }))).__typename).toBe(
      'RateLimited',
    );
  });
});

describe('Get Scouted option labels', () => {
  const tables: ScoutingOptionTables = {
    countries: async () => [{ id: '31', value: 'Brasil' }],
    licenses: async () => [{ id: '1', value: 'Ator' }],
    cities: async (country) => (country === '31' ? [{ id: '1', value: 'São Paulo' }] : []),
  };
  const application = (overrides: Record<string, unknown> = {}) => ({
    name: 'Ana Souza',
    gender: 'female',
    country: { id: '31', label: 'Brasil' },
    city: { id: '1', label: 'São Paulo' },
    phone: '+55 (11) 91234-5678',
    birthdate: '1995-04-30',
    email: `ana${(n += 1)}@example.com`,
    actingLink: 'https://example.com/reel',
    drt: false,
    ...overrides,
  });

  it("delivers the tables' labels for the chosen ids, whatever labels were sent", async () => {
    const received: OutboxEntry[] = [];
    const forms = await services(async (entry) => {
      received.push(entry);
      return { status: 'delivered' };
    });
    const input = application({
      country: { id: '31', label: 'Nowhere' },
      city: { id: '1', label: 'Elsewhere' },
      drt: true,
      drtCategory: { id: '1', label: 'Boss' },
      drtNumber: '1/SP',
    });
    const result = await submitScoutingApplication(forms, caller, input, await fourPhotos(), tables);
    expect(result).toMatchObject({ __typename: 'SubmissionAccepted' });
    expect(received[0]!.fields).toMatchObject({ id_country: '31', country: 'Brasil', id_city: '1', city: 'São Paulo' });
    expect(JSON.parse(received[0]!.fields.category!)).toEqual({ label: 'Ator', value: 1 });
  });

  it('answers UpstreamUnavailable and keeps nothing when the tables cannot be read', async () => {
    const forms = await services(async () => ({ status: 'delivered' }));
    const down: ScoutingOptionTables = {
      ...tables,
      countries: () => Promise.reject(new Error('manager service unreachable')),
    };
    const result = await submitScoutingApplication(forms, caller, application(), await fourPhotos(), down);
    expect(result).toEqual({
      __typename: 'UpstreamUnavailable',
      message: 'We cannot check the chosen options right now; please try again shortly.',
    });
    expect(await forms.outbox.counts()).toEqual({ pending: 0, done: 0, dead: 0 });
  });
});

describe('limiter unavailable (shared counters down)', () => {
  it('fails closed: UpstreamUnavailable, nothing kept, nothing sent', async () => {
    let sent = 0;
    const forms = await services(async () => {
      sent += 1;
      return { status: 'delivered' };
    });
    forms.rateLimiter = {
      consume: async () => ({ allowed: false, unavailable: true }),
      close: async () => undefined,
    };
    expect(await submitContactMessage(forms, caller, message())).toEqual({
      __typename: 'UpstreamUnavailable',
      message: 'We cannot take submissions right now; please try again shortly.',
    });
    expect(await forms.outbox.counts()).toEqual({ pending: 0, done: 0, dead: 0 });
    expect(sent).toBe(0);
  });
});
