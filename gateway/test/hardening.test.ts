import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type RunningSandbox } from '@agency/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startGateway, type RunningGateway } from '../src/server';
import { BACKENDS } from '../src/backends';

/*
 * Abuse guards and observability the other suites do not cover: armor's token and cost limits,
 * the CSRF rule for every content type, a streamed (chunked) body over the limit, the request id
 * reaching the back-ends, and the Prometheus metrics. Real sandbox, real gateway over HTTP; the
 * gateway's fetch is wrapped only to record what it sends to the back-ends.
 */
const BODY_LIMIT = 300_000;
let dir: string;
let sandbox: RunningSandbox;
let running: RunningGateway;
const SITE_SECRET = 'hardening-site-secret';
const sent: { url: string; headers: Headers }[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gateway-hardening-'));
  sandbox = await startSandbox({ port: 0, dataDir: join(dir, 'sandbox') });
  const config = loadConfig({
    ...process.env,
    ...Object.fromEntries(BACKENDS.map((b) => [`UPSTREAM_${b.toUpperCase()}_URL`, sandbox.baseUrls[b]])),
    GATEWAY_PORT: '0',
    GATEWAY_HOST: '127.0.0.1',
    OUTBOX_PATH: join(dir, 'outbox.sqlite'),
    REDIS_URL: '',
    STORE_WARMUP: '0',
    UPSTREAM_BACKOFF_MS: '5',
    UPSTREAM_BREAKER_FAILURES: '2',
    UPSTREAM_BREAKER_COOLDOWN_MS: '60000',
    UPLOAD_BODY_MAX_BYTES: String(BODY_LIMIT),
    SITE_GATEWAY_SECRET: SITE_SECRET,
  });
  const recordingFetch = (input: string, init: RequestInit) => {
    sent.push({ url: input, headers: new Headers(init.headers) });
    return fetch(input, init);
  };
  running = await startGateway(config, { fetch: recordingFetch });
}, 60_000);

afterAll(async () => {
  await running?.close();
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

const url = () => `${running.url}/graphql`;

async function post(body: string, headers: Record<string, string>) {
  const response = await fetch(url(), { method: 'POST', headers, body });
  return { status: response.status, text: await response.text() };
}

async function storedCount(kind: 'scouting' | 'favorites' | 'contact'): Promise<number> {
  const response = await fetch(`${sandbox.url}/__admin/submissions?kind=${kind}`);
  return ((await response.json()) as { data: unknown[] }).data.length;
}

describe('document limits (graphql-armor) beyond depth and aliases', () => {
  it('refuses a document over 1000 tokens with a clear error, before parsing it all', async () => {
    const { text } = await post(JSON.stringify({ query: `{ ${'ok '.repeat(1200)} }` }), {
      'content-type': 'application/json',
    });
    const answer = JSON.parse(text) as { data?: unknown; errors: { message: string }[] };
    expect(answer.data).toBeUndefined();
    expect(answer.errors[0]!.message).toMatch(/Token limit of 1000 exceeded/);
  });

  it('refuses an expensive selection by its cost, without calling any back-end', async () => {
    const before = sent.length;
    // Six levels deep (the depth limit) and under the token limit, but 700 fields at the bottom.
    const deep = `children { children { ${'key '.repeat(700)} } }`;
    const { text } = await post(JSON.stringify({ query: `{ brand(key: MUSIC) { menu { left { ${deep} } } } }` }), {
      'content-type': 'application/json',
    });
    const answer = JSON.parse(text) as { data?: unknown; errors: { message: string; extensions: { code: string } }[] };
    expect(answer.data).toBeUndefined();
    expect(answer.errors[0]!.extensions.code).toBe('QUERY_TOO_COSTLY');
    expect(answer.errors[0]!.message).toMatch(/Query cost limit of 10000 exceeded/);
    expect(sent.length).toBe(before);
  });
});

describe('CSRF: only JSON passes without the x-agency-client header', () => {
  const query = JSON.stringify({ query: '{ ok }' });

  it('answers a JSON post without the header (browsers preflight JSON)', async () => {
    const { status, text } = await post(query, { 'content-type': 'application/json' });
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ data: { ok: true } });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses a %s post without the header with 403 and a clear message',
    async (contentType) => {
      const { status, text } = await post(query, { 'content-type': contentType });
      expect(status).toBe(403);
      const answer = JSON.parse(text) as { errors: { message: string; extensions: { code: string } }[] };
      expect(answer.errors[0]!.extensions.code).toBe('CSRF_HEADER_REQUIRED');
      expect(answer.errors[0]!.message).toContain('x-agency-client');
    },
  );

  it('refuses a GET without the header and answers it with the header', async () => {
    const get = (headers: Record<string, string>) =>
      fetch(`${url()}?query=${encodeURIComponent('{ ok }')}`, { headers: { accept: 'application/json', ...headers } });
    expect((await get({})).status).toBe(403);
    const allowed = await get({ 'x-agency-client': 'site' });
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toMatchObject({ data: { ok: true } });
  });

  it('refuses a form mutation posted as text/plain and stores nothing', async () => {
    const before = await storedCount('contact');
    const mutation = `mutation { sendContactMessage(brand: DIGITAL, input: { name: "Eve", email: "eve@example.com",
      phone: "+55 (11) 91234-5678", message: "forged" }) { __typename } }`;
    const { status } = await post(JSON.stringify({ query: mutation }), { 'content-type': 'text/plain' });
    expect(status).toBe(403);
    expect(await storedCount('contact')).toBe(before);
  });
});

describe('honeypot on the contact and quote forms', () => {
  const person = {
    name: 'Bot',
    email: 'bot@example.com',
    phone: '+55 (11) 91234-5678',
    website: 'https://spam.example',
  };
  it.each([
    ['contact', 'sendContactMessage', 'ContactMessageInput', { ...person, message: 'spam' }],
    [
      'favorites',
      'requestQuote',
      'QuoteRequestInput',
      { ...person, message: 'spam', talents: [{ id: '1', name: 'A' }] },
    ],
  ] as const)('%s: a filled website field is refused and nothing is stored', async (kind, field, type, input) => {
    const before = await storedCount(kind);
    const { text } = await post(
      JSON.stringify({
        query: `mutation($input: ${type}!) { ${field}(brand: JABUTICABA, input: $input) {
          __typename ... on InvalidInput { fields { path message } } } }`,
        variables: { input },
      }),
      { 'content-type': 'application/json' },
    );
    const answer = JSON.parse(text) as { data: Record<string, { __typename: string; fields: { path: string }[] }> };
    expect(answer.data[field]!.__typename).toBe('InvalidInput');
    expect(answer.data[field]!.fields.map((f) => f.path)).toEqual(['website']);
    expect(await storedCount(kind)).toBe(before);
  });
});

describe('upload body limit for streamed bodies (no Content-Length)', () => {
  it('answers 413 while the body is still arriving, and stores nothing', async () => {
    const before = await storedCount('scouting');
    const total = BODY_LIMIT * 100;
    const result = await new Promise<{ status: number; body: string; writtenAtAnswer: number }>((resolve, reject) => {
      const target = new URL(url());
      const req = httpRequest({
        host: target.hostname,
        port: target.port,
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'x-agency-client': 'hardening-test' },
      });
      let written = 0;
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        const writtenAtAnswer = written;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode!, body, writtenAtAnswer });
          req.destroy();
        });
      });
      req.on('error', (error) => {
        if (!answered) reject(error);
      });
      // The one operation an upload may carry (any other is refused before its files are read).
      const scouting = JSON.stringify({
        query:
          'mutation($input: ScoutingApplicationInput!, $photos: [Upload!]!) { submitScoutingApplication(brand: MUSIC, input: $input, photos: $photos) { __typename } }',
        variables: { input: {}, photos: [null] },
      });
      const operations =
        `--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${scouting}\r\n` +
        '--x\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.photos.0"]}\r\n' +
        '--x\r\nContent-Disposition: form-data; name="0"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n';
      req.write(operations);
      written += operations.length;
      const chunk = Buffer.alloc(64 * 1024, 0xab);
      const pump = () => {
        while (!answered && written < total) {
          written += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!answered) req.end();
      };
      pump();
    });
    expect(result.status).toBe(413);
    expect(result.body).toMatch(/too large|exceeds/i);
    // Refused long before the whole body was sent (socket buffers hold a little beyond the limit).
    expect(result.writtenAtAnswer).toBeLessThan(total / 2);
    expect(await storedCount('scouting')).toBe(before);
  });
});

describe('request ids', () => {
  it("sends the site's id for the request to the back-ends, sign-in included", async () => {
    sent.length = 0;
    const response = await fetch(url(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-request-id': 'hardening-rid-1',
        'x-agency-site-secret': SITE_SECRET,
      },
      body: JSON.stringify({ query: '{ staff(brand: MUSIC) { name } }' }),
    });
    expect(response.headers.get('x-request-id')).toBe('hardening-rid-1');
    expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
    const toMusic = sent.filter((call) => call.url.startsWith(sandbox.baseUrls.music));
    expect(toMusic.map((call) => new URL(call.url).pathname)).toEqual(['/music/api/login', '/music/api/staff']);
    for (const call of toMusic) expect(call.headers.get('x-request-id')).toBe('hardening-rid-1');
  });

  it("replaces a visitor's own id (no site secret, or a wrong one) with a fresh one, in the answer and at the back-end", async () => {
    for (const secret of [undefined, 'guessed']) {
      sent.length = 0;
      const response = await fetch(url(), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-request-id': 'chosen-by-visitor',
          ...(secret ? { 'x-agency-site-secret': secret } : {}),
        },
        body: JSON.stringify({ query: '{ brandLogos(brand: JABUTICABA) { url } }' }),
      });
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      await response.text();
      for (const call of sent) expect(call.headers.get('x-request-id')).toBe(id);
    }
  });

  it('gives a request without an id a fresh one, the same in the answer and at the back-end', async () => {
    sent.length = 0;
    const response = await fetch(url(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ brandLogos(brand: MUSIC) { url } }' }),
    });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await response.text();
    const call = sent.find((c) => c.url.includes('/music/api/'));
    expect(call?.headers.get('x-request-id')).toBe(id);
  });
});

describe('failed reads', () => {
  it('answer HTTP 503, so no cache in front keeps the failure after the back-end is back', async () => {
    await fetch(`${sandbox.url}/__admin/faults/cultural`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ down: true }),
    });
    try {
      const response = await fetch(url(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ staff(brand: CULTURAL) { name } }' }),
      });
      expect(response.status).toBe(503);
      const body = (await response.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
      expect(body.errors[0]!.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', backend: 'cultural' });
    } finally {
      await fetch(`${sandbox.url}/__admin/faults`, { method: 'DELETE' });
    }
  });
});

describe('Prometheus metrics', () => {
  async function metrics(): Promise<string> {
    const response = await fetch(`${running.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/plain/);
    return response.text();
  }
  const gql = (query: string) =>
    fetch(url(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    }).then((r) => r.json() as Promise<{ errors?: { extensions?: { code?: string } }[] }>);
  /** The value of one sample line, e.g. sample(text, 'gateway_x_total{a="b"}'). */
  const sample = (text: string, series: string): number | undefined => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  it('exposes request rate and latency, upstream calls, errors and latency, store hit ratio and circuit state', async () => {
    const before = await metrics();
    await gql('{ staff(brand: JABUTICABA) { name } }'); // miss: loads from the panel
    await gql('{ staff(brand: JABUTICABA) { name } }'); // hit
    await fetch(`${sandbox.url}/__admin/faults/digital`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ down: true }),
    });
    try {
      const failed = await gql('{ staff(brand: DIGITAL) { name } }');
      expect(failed.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      const fast = await gql('{ brandLogos(brand: DIGITAL) { url } }');
      expect(fast.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      await fetch(`${sandbox.url}/__admin/faults`, { method: 'DELETE' });
    }
    const text = await metrics();
    const delta = (series: string) => (sample(text, series) ?? 0) - (sample(before, series) ?? 0);
    expect(sample(text, 'gateway_http_requests_total{route="/graphql",status="200"}')).toBeGreaterThanOrEqual(4);
    expect(sample(text, 'gateway_http_request_seconds_count{route="/graphql"}')).toBeGreaterThanOrEqual(4);
    expect(delta('gateway_upstream_requests_total{backend="jabuticaba",method="GET",status="200"}')).toBe(1);
    expect(delta('gateway_upstream_request_seconds_count{backend="jabuticaba"}')).toBe(1);
    // The sign-in is refused with 503 first: the breaker opens after two outage answers.
    expect(sample(text, 'gateway_upstream_errors_total{backend="digital",code="UPSTREAM_BAD_STATUS"}')).toBe(2);
    expect(sample(text, 'gateway_upstream_errors_total{backend="digital",code="CIRCUIT_OPEN"}')).toBeGreaterThanOrEqual(
      1,
    );
    expect(delta('gateway_store_lookups_total{type="staff",result="miss"}')).toBe(1);
    expect(delta('gateway_store_lookups_total{type="staff",result="hit"}')).toBe(1);
    expect(delta('gateway_store_lookups_total{type="staff",result="error"}')).toBe(1);
    expect(sample(text, 'gateway_upstream_circuit_state{backend="digital"}')).toBe(2);
    expect(sample(text, 'gateway_upstream_circuit_state{backend="jabuticaba"}')).toBe(0);
  });
});
