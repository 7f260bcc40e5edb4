import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startSandbox, type RunningSandbox } from '@agency/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { imageBytes } from '../src/modules/forms/__tests__/fixtures';
import { startGateway, type RunningGateway } from '../src/server';
import { BACKENDS } from '../src/backends';
import { scoutingParts, sendMultipart } from './multipart-client';

/*
 * The outbox during a panel outage, for real: the main panel is down, applications with photos
 * and contact messages are queued. One address may hold only its share of the outbox; applications
 * with photos may fill only what is theirs, and messages are still taken when they have.
 */
const SECRET = 'outbox-shares-site-secret';
const MiB = 1024 * 1024;
let dir: string;
let sandbox: RunningSandbox;
let gateway: RunningGateway;
let outboxPath: string;
let photos: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gateway-outbox-shares-'));
  sandbox = await startSandbox({ port: 0, dataDir: join(dir, 'sandbox') });
  await mkdir(join(dir, 'uploads'));
  photos = [];
  for (let i = 0; i < 4; i += 1) {
    const path = join(dir, `photo-${i}.jpg`);
    await writeFile(path, await imageBytes('jpeg', 1400 + i, 1050, { noise: true }));
    photos.push(path);
  }
  outboxPath = join(dir, 'outbox.sqlite');
  const config = loadConfig({
    ...process.env,
    ...Object.fromEntries(BACKENDS.map((b) => [`UPSTREAM_${b.toUpperCase()}_URL`, sandbox.baseUrls[b]])),
    GATEWAY_PORT: '0',
    GATEWAY_HOST: '127.0.0.1',
    OUTBOX_PATH: outboxPath,
    REDIS_URL: '',
    STORE_WARMUP: '0',
    SITE_GATEWAY_SECRET: SECRET,
    UPLOADS_TMP_DIR: join(dir, 'uploads'),
    FORMS_RATE_LIMIT_IP: '1000',
    FORMS_RATE_LIMIT_EMAIL: '1000',
    // A small outbox: 8 MiB, 2 of them kept for messages, 3 per address.
    OUTBOX_MAX_MB: '8',
    OUTBOX_RESERVE_MB: '2',
    OUTBOX_MAX_MB_PER_CLIENT: '3',
    // The visitor hears "queued" at once; the worker retries every second.
    FORMS_INLINE_WAIT_MS: '100',
    OUTBOX_RETRY_MS: '1000',
    UPSTREAM_BREAKER_COOLDOWN_MS: '500',
  });
  gateway = await startGateway(config);
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
});

let n = 0;
const email = () => `shares${(n += 1)}@example.com`;
const headers = (ip: string) => ({
  'x-agency-client': 'outbox-shares-test',
  'x-agency-site-secret': SECRET,
  'x-agency-client-ip': ip,
});

async function apply(ip: string): Promise<Record<string, unknown>> {
  const input = {
    name: 'Ana Souza',
    gender: 'female',
    country: { id: '31', label: 'Brasil' },
    city: { id: '1', label: 'São Paulo' },
    phone: '+55 (11) 91234-5678',
    birthdate: '1995-04-30',
    email: email(),
    experience: '',
    actingLink: 'https://example.com/reel',
    instagram: '@ana',
    drt: false,
  };
  const answer = await sendMultipart(gateway.url, scoutingParts(input, photos), headers(ip));
  return (JSON.parse(answer.body) as { data: { submitScoutingApplication: Record<string, unknown> } }).data
    .submitScoutingApplication;
}

async function contact(ip: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers(ip) },
    body: JSON.stringify({
      query: `mutation($input: ContactMessageInput!) { sendContactMessage(brand: CQ_EMPRESARIAMENTO, input: $input) {
        __typename ... on SubmissionAccepted { queued } ... on RateLimited { reason } ... on UpstreamUnavailable { message } } }`,
      variables: { input: { name: 'Caio', email: email(), phone: '+55 (11) 91234-5678', message: 'Olá' } },
    }),
  });
  return ((await response.json()) as { data: { sendContactMessage: Record<string, unknown> } }).data.sendContactMessage;
}

/** Bytes the outbox holds, all of them, those with files, and one address's. */
function held(client?: string) {
  const db = new Database(outboxPath, { readonly: true });
  try {
    const sum = (where: string, ...args: string[]) =>
      (
        db.prepare(`SELECT COALESCE(SUM(bytes), 0) AS n FROM outbox WHERE status != 'done' ${where}`).get(...args) as {
          n: number;
        }
      ).n;
    return { all: sum(''), withFiles: sum(`AND files != '[]'`), client: client ? sum('AND client = ?', client) : 0 };
  } finally {
    db.close();
  }
}

const admin = (path: string, init?: RequestInit) => fetch(`${sandbox.url}/__admin${path}`, init);

describe('the outbox during a panel outage', () => {
  it('holds an address to its share, photos to theirs, and still takes messages; all of it is delivered when the panel returns', async () => {
    await admin('/faults/main', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ down: true }),
    });
    // One address sends applications until it is refused: what it holds stays within its 3 MiB.
    const attacker = '203.0.113.50';
    const own: Record<string, unknown>[] = [];
    for (let i = 0; i < 10 && own.at(-1)?.__typename !== 'RateLimited'; i += 1) own.push(await apply(attacker));
    expect(own.at(-1)).toEqual({ __typename: 'RateLimited', retryAfterSeconds: 300, reason: 'TOO_MANY_SUBMISSIONS' });
    const accepted = own.filter((o) => o.__typename === 'SubmissionAccepted');
    expect(accepted.length).toBeGreaterThan(0);
    for (const outcome of accepted)
      expect(outcome).toEqual({ __typename: 'SubmissionAccepted', id: expect.any(String), queued: true });
    expect(held(`ip:${attacker}`).client).toBeLessThanOrEqual(3 * MiB);

    // Other addresses fill what applications with photos may hold (8 - 2 MiB)...
    const others: Record<string, unknown>[] = [];
    for (let i = 0; i < 10 && others.at(-1)?.__typename !== 'UpstreamUnavailable'; i += 1) {
      others.push(await apply(`198.51.100.${10 + i}`));
    }
    expect(others.at(-1)).toEqual({
      __typename: 'UpstreamUnavailable',
      message: 'We cannot take submissions right now; please try again later.',
    });
    expect(held().withFiles).toBeLessThanOrEqual(6 * MiB);
    // ...and a contact message is still taken, queued for the panel.
    expect(await contact('198.51.100.99')).toEqual({ __typename: 'SubmissionAccepted', queued: true });
    const queued = (await gateway.gateway.forms.services.outbox.counts()).pending;

    // The panel returns: everything queued is delivered, and the address has its share back.
    await admin('/faults', { method: 'DELETE' });
    await expect
      .poll(() => gateway.gateway.forms.services.outbox.counts(), { timeout: 30_000, interval: 250 })
      .toMatchObject({ pending: 0, done: queued, dead: 0 });
    expect(held()).toEqual({ all: 0, withFiles: 0, client: 0 });
    expect(await apply(attacker)).toMatchObject({ __typename: 'SubmissionAccepted' });
  }, 120_000);
});
