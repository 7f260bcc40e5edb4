import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type RunningSandbox } from '@agency/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startGateway, type RunningGateway } from '../src/server';
import { BACKENDS } from '../src/backends';
import { startRedis } from './redis-server';

/*
 * Scale-out of the form guards: two gateway instances on one REDIS_URL count submissions together,
 * so spreading them over instances (a load balancer does) gains a spammer nothing. Real
 * redis-server, real sandbox, both gateways over HTTP. (The shared content store is in
 * redis-shared.test.ts.)
 */
const EMAIL_LIMIT = 3;
const IP_LIMIT = 4;
let dir: string;
let redis: Awaited<ReturnType<typeof startRedis>>;
let sandbox: RunningSandbox;
let gateways: RunningGateway[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gateway-scale-out-'));
  redis = await startRedis();
  sandbox = await startSandbox({ port: 0, dataDir: join(dir, 'sandbox') });
  const instance = (name: string) =>
    startGateway(
      loadConfig({
        ...process.env,
        ...Object.fromEntries(BACKENDS.map((b) => [`UPSTREAM_${b.toUpperCase()}_URL`, sandbox.baseUrls[b]])),
        GATEWAY_PORT: '0',
        GATEWAY_HOST: '127.0.0.1',
        OUTBOX_PATH: join(dir, `outbox-${name}.sqlite`),
        REDIS_URL: redis.url,
        STORE_WARMUP: '0',
        // Behind the site: the visitor's address is the X-Forwarded-For the site sets.
        TRUST_PROXY: '1',
        FORMS_RATE_LIMIT_EMAIL: String(EMAIL_LIMIT),
        FORMS_RATE_LIMIT_IP: String(IP_LIMIT),
      }),
    );
  gateways = await Promise.all([instance('a'), instance('b')]);
}, 60_000);

afterAll(async () => {
  await Promise.all(gateways.map((g) => g.close()));
  await sandbox?.close();
  redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const CONTACT = `mutation Contact($input: ContactMessageInput!) {
  sendContactMessage(brand: MUSIC, input: $input) {
    __typename
    ... on RateLimited { retryAfterSeconds }
  }
}`;

async function sendContact(gateway: RunningGateway, email: string, ip: string) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({
      query: CONTACT,
      variables: { input: { name: 'Ana Lima', email, phone: '+55 (11) 91234-5678', message: 'Olá!' } },
    }),
  });
  const body = (await response.json()) as {
    data?: { sendContactMessage: { __typename: string; retryAfterSeconds?: number } };
    errors?: unknown;
  };
  if (!body.data) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data.sendContactMessage;
}

async function storedFrom(email: string): Promise<number> {
  const response = await fetch(`${sandbox.url}/__admin/submissions?kind=contact`);
  const rows = ((await response.json()) as { data: { fields: Record<string, unknown> }[] }).data;
  return rows.filter((row) => row.fields.email === email).length;
}

describe('rate limits shared by two gateway instances through Redis', () => {
  it('counts one e-mail across instances: submissions split over both hit the limit together', async () => {
    const email = 'split@example.com';
    const answers = [];
    // a, b, a: three accepted in all, though no instance saw more than two.
    for (let i = 0; i < EMAIL_LIMIT; i += 1) answers.push(await sendContact(gateways[i % 2]!, email, `10.1.0.${i}`));
    expect(answers.map((a) => a.__typename)).toEqual([
      'SubmissionAccepted',
      'SubmissionAccepted',
      'SubmissionAccepted',
    ]);
    for (const gateway of gateways) {
      const refused = await sendContact(gateway, email, '10.1.0.99');
      expect(refused.__typename).toBe('RateLimited');
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    }
    expect(await storedFrom(email)).toBe(EMAIL_LIMIT);
  });

  it('counts one address across instances', async () => {
    const ip = '203.0.113.7';
    const results = [];
    for (let i = 0; i < IP_LIMIT + 2; i += 1) {
      results.push((await sendContact(gateways[i % 2]!, `visitor-${i}@example.com`, ip)).__typename);
    }
    expect(results).toEqual([
      ...Array.from({ length: IP_LIMIT }, () => 'SubmissionAccepted'),
      'RateLimited',
      'RateLimited',
    ]);
    expect(await storedFrom(`visitor-${IP_LIMIT}@example.com`)).toBe(0);
    expect(await storedFrom(`visitor-${IP_LIMIT + 1}@example.com`)).toBe(0);
    // Another visitor is not affected.
    expect((await sendContact(gateways[0]!, 'other@example.com', '203.0.113.8')).__typename).toBe('SubmissionAccepted');
  });
});
