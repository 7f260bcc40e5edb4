import { afterEach, describe, expect, it } from 'vitest';
import { createUpstream, buildUrl, backoffDelay } from '../client';
import { UpstreamError } from '../errors';
import { configFor, json, startFakeBackend } from './fake-backend';

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.map((c) => c()));
  closers = [];
});

async function backend(handler: Parameters<typeof startFakeBackend>[0], ttlSeconds?: number) {
  const fake = await startFakeBackend(handler, { ttlSeconds });
  closers.push(fake.close);
  return fake;
}

describe('upstream client', () => {
  it('signs in once for concurrent reads and sends the bearer token', async () => {
    const fake = await backend((req, res) => json(res, 200, { path: req.url, auth: req.headers.authorization }));
    const upstream = createUpstream(configFor(fake.url));
    const results = await Promise.all([
      upstream.get<{ auth: string }>('main', '/api/staff'),
      upstream.get<{ auth: string }>('main', '/api/contact-infos'),
      upstream.get<{ auth: string }>('main', '/api/social-medias'),
    ]);
    expect(results.map((r) => r.auth)).toEqual(['Bearer token-1', 'Bearer token-1', 'Bearer token-1']);
    expect(fake.logins()).toBe(1);
    expect(fake.calls[0]!.path).toBe('/main/api/login');
  });

  it('uses /api/signin for the manager service', async () => {
    const fake = await backend((_req, res) => json(res, 200, { ok: true }));
    await createUpstream(configFor(fake.url)).get('manager', '/api/talents/attributes');
    expect(fake.calls[0]!.path).toBe('/manager/api/signin');
  });

  it('signs in again once when the back-end answers 401, then succeeds', async () => {
    let refused = false;
    const fake = await backend((req, res) => {
      if (!refused && req.headers.authorization === 'Bearer token-1') {
        refused = true;
        return json(res, 401, { message: 'Unauthenticated.' });
      }
      json(res, 200, { auth: req.headers.authorization });
    });
    const body = await createUpstream(configFor(fake.url)).get<{ auth: string }>('main', '/api/staff');
    expect(body.auth).toBe('Bearer token-2');
    expect(fake.logins()).toBe(2);
  });

  it('gives up with UPSTREAM_UNAUTHORIZED when the fresh token is refused too', async () => {
    const fake = await backend((_req, res) => json(res, 401, { message: 'Unauthenticated.' }));
    await expect(createUpstream(configFor(fake.url)).get('main', '/api/staff')).rejects.toMatchObject({
      code: 'UPSTREAM_UNAUTHORIZED',
      status: 401,
    });
    expect(fake.logins()).toBe(2);
  });

  it('signs in again when the cached token is past its lifetime', async () => {
    let clock = 0;
    const fake = await backend((req, res) => json(res, 200, { auth: req.headers.authorization }), 10);
    const upstream = createUpstream(configFor(fake.url), { now: () => clock });
    await upstream.get('main', '/api/staff');
    clock += 9_500; // within the 1 s margin of a 10 s token
    const body = await upstream.get<{ auth: string }>('main', '/api/contact-infos');
    expect(body.auth).toBe('Bearer token-2');
  });

  it('retries a read at most twice on 500, then throws UPSTREAM_BAD_STATUS', async () => {
    const fake = await backend((_req, res) => json(res, 500, { message: 'boom' }));
    await expect(createUpstream(configFor(fake.url)).get('main', '/api/staff')).rejects.toMatchObject({
      code: 'UPSTREAM_BAD_STATUS',
      status: 500,
    });
    expect(fake.apiCalls()).toHaveLength(3);
  });

  it('recovers when a retry succeeds after a 429', async () => {
    let count = 0;
    const fake = await backend((_req, res) => (++count === 1 ? json(res, 429, {}) : json(res, 200, { n: count })));
    expect(await createUpstream(configFor(fake.url)).get('main', '/api/staff')).toEqual({ n: 2 });
  });

  it('does not retry a 404 and reports its status', async () => {
    const fake = await backend((_req, res) => json(res, 404, { message: 'Not found' }));
    const error = await createUpstream(configFor(fake.url))
      .get('main', '/api/talent/profile', { query: { id: 9 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ code: 'UPSTREAM_BAD_STATUS', status: 404, backend: 'main' });
    expect(fake.apiCalls()).toHaveLength(1);
  });

  it('times out a slow back-end with UPSTREAM_TIMEOUT after the retries', async () => {
    const fake = await backend((_req, res) => {
      setTimeout(() => json(res, 200, {}), 3000);
    });
    const started = Date.now();
    await expect(
      createUpstream(configFor(fake.url, { timeoutMs: 300, readRetries: 1 })).get('main', '/api/staff'),
    ).rejects.toMatchObject({ code: 'UPSTREAM_TIMEOUT' });
    // two 300 ms deadlines, far below the 3 s answer (the sign-in shares the deadline, so not too tight)
    expect(Date.now() - started).toBeLessThan(2000);
    expect(fake.apiCalls()).toHaveLength(2);
  });

  it('reports an unreachable back-end as UPSTREAM_UNAVAILABLE', async () => {
    const fake = await backend((_req, res) => json(res, 200, {}));
    await fake.close();
    closers = [];
    await expect(
      createUpstream(configFor(fake.url, { readRetries: 0 })).get('main', '/api/staff'),
    ).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
  });

  it('makes identical concurrent GETs once', async () => {
    const fake = await backend((_req, res) => {
      setTimeout(() => json(res, 200, { ok: true }), 30);
    });
    const upstream = createUpstream(configFor(fake.url));
    await Promise.all([
      upstream.get('main', '/api/posts/blog/pt', { query: { page: 1 } }),
      upstream.get('main', '/api/posts/blog/pt', { query: { page: 1 } }),
      upstream.get('main', '/api/posts/blog/pt', { query: { page: 2 } }),
    ]);
    expect(fake.apiCalls()).toHaveLength(2);
  });

  it('dedupes read POSTs with the same body but never writes', async () => {
    const fake = await backend((_req, res, body) => {
      setTimeout(() => json(res, 200, { body }), 30);
    });
    const upstream = createUpstream(configFor(fake.url));
    const filters = { filters: { albums: [497] } };
    await Promise.all([
      upstream.postJson('main', '/api/talents_by_album', filters, { read: true }),
      upstream.postJson('main', '/api/talents_by_album', filters, { read: true }),
    ]);
    expect(fake.apiCalls()).toHaveLength(1);
    await Promise.all([upstream.postJson('main', '/api/x', filters), upstream.postJson('main', '/api/x', filters)]);
    expect(fake.apiCalls()).toHaveLength(3);
  });

  it('opens the circuit after consecutive failures and fails fast', async () => {
    const fake = await backend((_req, res) => json(res, 503, {}));
    const upstream = createUpstream(configFor(fake.url, { readRetries: 0, breakerFailures: 3 }));
    for (let i = 0; i < 3; i += 1)
      await expect(upstream.get('music', '/api/staff')).rejects.toMatchObject({ status: 503 });
    await expect(upstream.get('music', '/api/staff')).rejects.toMatchObject({ code: 'CIRCUIT_OPEN', backend: 'music' });
    expect(upstream.breakerState('music')).toBe('open');
    expect(upstream.breakerState('main')).toBe('closed');
    expect(fake.apiCalls()).toHaveLength(3);
  });

  it('keeps deliveries on a circuit of their own: a panel refusing forms does not pause its reads, nor the reverse', async () => {
    let formsDown = true;
    let readsDown = false;
    const fake = await backend((req, res) => {
      const form = req.method === 'POST' && req.url!.includes('/api/contact');
      if ((form && formsDown) || (!form && readsDown)) return json(res, 500, {});
      json(res, 200, { ok: true });
    });
    const upstream = createUpstream(configFor(fake.url, { readRetries: 0, breakerFailures: 3 }));
    const deliver = () => upstream.postForm('main', '/api/contact/pt', new FormData());
    for (let i = 0; i < 3; i += 1) await expect(deliver()).rejects.toMatchObject({ status: 500 });
    await expect(deliver()).rejects.toMatchObject({ code: 'CIRCUIT_OPEN', backend: 'main' });
    expect(upstream.breakerState('main', 'deliveries')).toBe('open');
    // The panel's content still loads: its reads' circuit is closed.
    expect(upstream.breakerState('main')).toBe('closed');
    expect(await upstream.get('main', '/api/staff')).toEqual({ ok: true });
    // And a content outage leaves deliveries alone.
    formsDown = false;
    readsDown = true;
    const other = createUpstream(configFor(fake.url, { readRetries: 0, breakerFailures: 3 }));
    for (let i = 0; i < 3; i += 1)
      await expect(other.get('music', '/api/staff')).rejects.toMatchObject({ status: 500 });
    expect(other.breakerState('music', 'reads')).toBe('open');
    expect(other.breakerState('music', 'deliveries')).toBe('closed');
    expect((await other.postForm('music', '/api/contact/pt', new FormData())).status).toBe(200);
  });

  it('returns 422 answers of a form post without retrying', async () => {
    const fake = await backend((_req, res) => json(res, 422, { errors: { email: ['validation.email'] } }));
    const form = new FormData();
    form.set('email', 'x');
    const answer = await createUpstream(configFor(fake.url)).postForm('main', '/api/contact/pt', form);
    expect(answer).toEqual({ status: 422, body: { errors: { email: ['validation.email'] } } });
    expect(fake.apiCalls()).toHaveLength(1);
  });

  it('never retries a form post that failed with 500', async () => {
    const fake = await backend((_req, res) => json(res, 500, {}));
    await expect(
      createUpstream(configFor(fake.url)).postForm('main', '/api/contact/pt', new FormData()),
    ).rejects.toMatchObject({ code: 'UPSTREAM_BAD_STATUS', status: 500 });
    expect(fake.apiCalls()).toHaveLength(1);
  });
});

describe('buildUrl', () => {
  it('sends arrays and objects as JSON and skips empty values', () => {
    const url = buildUrl('http://h/main', '/api/talent/profile', { id: 12, albums: [368, 497], x: undefined });
    expect(decodeURIComponent(url)).toBe('http://h/main/api/talent/profile?id=12&albums=[368,497]');
  });
});

describe('backoffDelay', () => {
  it('stays within base * 2^attempt', () => {
    expect(backoffDelay(0, 100, () => 1)).toBe(100);
    expect(backoffDelay(2, 100, () => 0.5)).toBe(200);
    expect(backoffDelay(1, 100, () => 0)).toBe(0);
  });
});
