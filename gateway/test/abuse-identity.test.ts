import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { startSandbox, type RunningSandbox } from '@agency/sandbox';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startGateway, type RunningGateway } from '../src/server';
import { BACKENDS } from '../src/backends';
import { startRedis } from './redis-server';

/*
 * Attacks on who-is-calling and on the limits keyed by it, performed for real against the sandbox
 * and gateways over HTTP (one gateway per configuration): forged forwarding headers, the site's
 * headers without its secret, IPv6 address hopping, +tag e-mails, a Redis outage, the per-client
 * query limit and cross-origin reads. Each test proves the refusal and that nothing was stored.
 */
const SECRET = 'abuse-test-site-secret';
let dir: string;
let sandbox: RunningSandbox;
const gateways: RunningGateway[] = [];
const calls: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gateway-abuse-identity-'));
  sandbox = await startSandbox({ port: 0, dataDir: join(dir, 'sandbox') });
}, 60_000);

afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

let instance = 0;
/** A gateway of its own (own outbox, own counters) on a free port, with `env` on top of the test defaults. */
async function gatewayWith(env: Record<string, string>, logger?: pino.Logger): Promise<RunningGateway> {
  instance += 1;
  const config = loadConfig({
    ...process.env,
    ...Object.fromEntries(BACKENDS.map((b) => [`UPSTREAM_${b.toUpperCase()}_URL`, sandbox.baseUrls[b]])),
    GATEWAY_PORT: '0',
    GATEWAY_HOST: '127.0.0.1',
    OUTBOX_PATH: join(dir, `outbox-${instance}.sqlite`),
    REDIS_URL: '',
    STORE_WARMUP: '0',
    SITE_GATEWAY_SECRET: SECRET,
    TRUST_PROXY: '0',
    FORMS_RATE_LIMIT_IP: '2',
    QUERY_RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const recordingFetch = (input: string, init: RequestInit) => {
    if (!/\/api\/(login|signin)$/.test(input)) calls.push(`${init.method ?? 'GET'} ${input}`);
    return fetch(input, init);
  };
  const running = await startGateway(config, { fetch: recordingFetch, ...(logger ? { logger } : {}) });
  gateways.push(running);
  return running;
}

async function storedContacts(): Promise<number> {
  const response = await fetch(`${sandbox.url}/__admin/submissions?kind=contact`);
  return ((await response.json()) as { data: unknown[] }).data.length;
}

let mail = 0;
const CONTACT = `mutation ($input: ContactMessageInput!) {
  sendContactMessage(brand: DIGITAL, input: $input) {
    __typename ... on RateLimited { retryAfterSeconds } ... on UpstreamUnavailable { message }
  }
}`;

/** One contact message with the given headers; answers the union member's typename. */
async function contact(
  gateway: RunningGateway,
  headers: Record<string, string> = {},
  email = `visitor${(mail += 1)}@example.com`,
): Promise<{ __typename: string; message?: string; retryAfterSeconds?: number }> {
  const input = { name: 'Eve', email, phone: '+55 (11) 91234-5678', message: 'Olá' };
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: CONTACT, variables: { input } }),
  });
  const body = (await response.json()) as { data?: { sendContactMessage: { __typename: string } }; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data.sendContactMessage;
}

/** Sends one message per header set, in order; answers the typenames and how many the back-end stored. */
async function contacts(gateway: RunningGateway, headerSets: Record<string, string>[], email?: (i: number) => string) {
  const before = await storedContacts();
  const outcomes: string[] = [];
  for (const [i, headers] of headerSets.entries()) {
    outcomes.push((await contact(gateway, headers, email?.(i))).__typename);
  }
  return { outcomes, stored: (await storedContacts()) - before };
}

const viaSite = (ip: string) => ({ 'x-agency-site-secret': SECRET, 'x-agency-client-ip': ip });

describe('the form quota follows the real caller, not headers a client writes', () => {
  it('gives no fresh quota for a spoofed X-Forwarded-For when no proxy is trusted', async () => {
    const gateway = await gatewayWith({});
    const forged = [1, 2, 3, 4].map((i) => ({ 'x-forwarded-for': `203.0.113.${i}` }));
    expect(await contacts(gateway, forged)).toEqual({
      outcomes: ['SubmissionAccepted', 'SubmissionAccepted', 'RateLimited', 'RateLimited'],
      stored: 2,
    });
  });

  it('ignores x-agency-client-ip without the site secret, or with a wrong one', async () => {
    const gateway = await gatewayWith({});
    const forged: Record<string, string>[] = [
      { 'x-agency-client-ip': '198.51.100.1' },
      { 'x-agency-client-ip': '198.51.100.2', 'x-agency-site-secret': 'guess' },
      { 'x-agency-client-ip': '198.51.100.3' },
    ];
    expect(await contacts(gateway, forged)).toEqual({
      outcomes: ['SubmissionAccepted', 'SubmissionAccepted', 'RateLimited'],
      stored: 2,
    });
  });

  it('counts each visitor the site vouches for (with its secret) on their own quota', async () => {
    const gateway = await gatewayWith({});
    const visitors = ['198.51.100.10', '198.51.100.11', '198.51.100.12'].map(viaSite);
    expect(await contacts(gateway, visitors)).toEqual({
      outcomes: ['SubmissionAccepted', 'SubmissionAccepted', 'SubmissionAccepted'],
      stored: 3,
    });
    const oneVisitor = [viaSite('198.51.100.20'), viaSite('198.51.100.20'), viaSite('198.51.100.20')];
    expect((await contacts(gateway, oneVisitor)).outcomes).toEqual([
      'SubmissionAccepted',
      'SubmissionAccepted',
      'RateLimited',
    ]);
  });

  it('with TRUST_PROXY=1 trusts only the hop our proxy appended, never the entries before it', async () => {
    const gateway = await gatewayWith({ TRUST_PROXY: '1' });
    const spoofedPrefix = [1, 2, 3].map((i) => ({ 'x-forwarded-for': `6.6.6.${i}, 198.51.100.7` }));
    expect(await contacts(gateway, spoofedPrefix)).toEqual({
      outcomes: ['SubmissionAccepted', 'SubmissionAccepted', 'RateLimited'],
      stored: 2,
    });
    const distinctClients = [1, 2, 3].map((i) => ({ 'x-forwarded-for': `192.0.2.${i}` }));
    expect((await contacts(gateway, distinctClients)).outcomes).toEqual([
      'SubmissionAccepted',
      'SubmissionAccepted',
      'SubmissionAccepted',
    ]);
  });

  it('counts IPv6 visitors per /64: hopping addresses inside one block gives no fresh quota', async () => {
    const gateway = await gatewayWith({});
    const hopping = ['2001:db8:aa:bb::1', '2001:db8:aa:bb::2', '2001:db8:aa:bb:ffff:1:2:3'].map(viaSite);
    expect(await contacts(gateway, hopping)).toEqual({
      outcomes: ['SubmissionAccepted', 'SubmissionAccepted', 'RateLimited'],
      stored: 2,
    });
    expect((await contact(gateway, viaSite('2001:db8:aa:bc::1'))).__typename).toBe('SubmissionAccepted');
  });

  it('counts +tag (and Gmail dot) variants of one mailbox as one e-mail', async () => {
    const gateway = await gatewayWith({ FORMS_RATE_LIMIT_EMAIL: '1', FORMS_RATE_LIMIT_IP: '100' });
    const emails = ['ana+1@example.com', 'ANA+2@Example.com', 'a.na@gmail.com', 'ana+x@googlemail.com'];
    const visitors = ['198.51.100.30', '198.51.100.31', '198.51.100.32', '198.51.100.33'].map(viaSite);
    expect(await contacts(gateway, visitors, (i) => emails[i]!)).toEqual({
      outcomes: ['SubmissionAccepted', 'RateLimited', 'SubmissionAccepted', 'RateLimited'],
      stored: 2,
    });
  });
});

/** Waits until nothing listens on the URL's port any more (a stopped server takes a moment to exit). */
async function refusesConnections(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(Number(port), hostname);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (!open) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} still accepts connections`);
}

describe('Redis down', () => {
  function capturingLogger() {
    const lines: { msg?: string; level?: number }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    return { logger: pino({ level: 'warn' }, stream), lines };
  }

  it('refuses form submissions (fails closed, nothing stored) while reads keep working (fail open, logged)', async () => {
    const redis = await startRedis();
    redis.stop();
    await refusesConnections(redis.url);
    const { logger, lines } = capturingLogger();
    const gateway = await gatewayWith({ REDIS_URL: redis.url, QUERY_RATE_LIMIT_PER_MINUTE: '600' }, logger);
    const before = await storedContacts();
    const outcome = await contact(gateway, viaSite('198.51.100.40'));
    expect(outcome).toEqual({
      __typename: 'UpstreamUnavailable',
      message: 'We cannot take submissions right now; please try again shortly.',
    });
    expect(await storedContacts()).toBe(before);
    expect(await gateway.gateway.forms.services.outbox.counts()).toEqual({ pending: 0, done: 0, dead: 0 });

    const read = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ talents(brand: DIGITAL, first: 2) { totalCount nodes { id } } }' }),
    });
    expect(read.status).toBe(200);
    const answer = (await read.json()) as { data: { talents: { nodes: unknown[] } } };
    expect(answer.data.talents.nodes).toHaveLength(2);
    expect(lines.some((l) => l.msg === 'form rate limiter unavailable; refusing submissions')).toBe(true);
    expect(lines.some((l) => l.msg === 'query rate limiter unavailable; letting reads through')).toBe(true);
  }, 30_000);
});

describe('per-client query rate limit', () => {
  const LIMIT = 5;
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await gatewayWith({ QUERY_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  });

  const query = (headers: Record<string, string> = {}, body = '{ ok }') =>
    fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: body }),
    });

  it('answers a visitor over the limit 429 with Retry-After and a clear error, before running anything', async () => {
    for (let i = 0; i < LIMIT; i += 1) expect((await query(viaSite('198.51.100.50'))).status).toBe(200);
    const before = calls.length;
    const refused = await query(viaSite('198.51.100.50'), '{ talents(brand: DIGITAL) { totalCount } }');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      errors: [
        {
          message: `Too many requests: at most ${LIMIT} per minute from one address. Try again in ${retryAfter} s.`,
          extensions: { code: 'RATE_LIMITED', retryAfterSeconds: retryAfter },
        },
      ],
    });
    expect(calls.length).toBe(before);
    // Another visitor the site vouches for has a quota of their own.
    expect((await query(viaSite('198.51.100.51'))).status).toBe(200);
  });

  it("exempts the site's own server rendering (its secret, no visitor address)", async () => {
    const statuses = [];
    for (let i = 0; i < 4 * LIMIT; i += 1) statuses.push((await query({ 'x-agency-site-secret': SECRET })).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
  });

  it('counts a caller that claims to be the site without its secret by its own address', async () => {
    const forged = [];
    for (let i = 0; i < LIMIT + 1; i += 1) {
      forged.push(
        (await query({ 'x-agency-site-secret': 'guess', 'x-agency-client-ip': `198.51.100.${60 + i}` })).status,
      );
    }
    expect(forged).toEqual([...Array<number>(LIMIT).fill(200), 429]);
    // The socket address (this test process) is what got counted: a plain request is refused too.
    expect((await query()).status).toBe(429);
  });
});

describe('CORS', () => {
  const preflight = (gateway: RunningGateway, origin: string) =>
    fetch(`${gateway.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
  const post = (gateway: RunningGateway, origin: string) =>
    fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ ok }' }),
    });

  it('is off by default: no origin gets CORS headers, credentials never allowed', async () => {
    const gateway = await gatewayWith({});
    for (const response of [
      await preflight(gateway, 'https://evil.example'),
      await post(gateway, 'https://evil.example'),
    ]) {
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('answers exactly the origins of CORS_ALLOWED_ORIGINS, without credentials', async () => {
    const gateway = await gatewayWith({ CORS_ALLOWED_ORIGINS: 'https://admin.example, https://graphiql.example' });
    const allowed = await preflight(gateway, 'https://graphiql.example');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://graphiql.example');
    expect(allowed.headers.get('access-control-allow-methods')).toBe('GET, POST');
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    const read = await post(gateway, 'https://admin.example');
    expect(read.headers.get('access-control-allow-origin')).toBe('https://admin.example');
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
    for (const response of [
      await preflight(gateway, 'https://evil.example'),
      await post(gateway, 'https://evil.example'),
    ]) {
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('refuses to start with an allow-list entry that is not an origin', () => {
    expect(() => loadConfig({ CORS_ALLOWED_ORIGINS: 'https://admin.example/path' })).toThrow(
      /CORS_ALLOWED_ORIGINS must list origins/,
    );
  });
});
