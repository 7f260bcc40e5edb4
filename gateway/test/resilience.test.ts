import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, REVALIDATE_SECRET, startStack, type Stack } from './stack';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sandbox tokens live 1 s here, so they expire during the run. */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ tokenTtlSeconds: 1 });
});
afterAll(() => stack?.close());

const TALENT_PAGE = `query($category: String) {
  brand(key: CQ_EMPRESARIAMENTO) { key menu { left { key children { key href } } } footerLinks { network url } footerContact { email } }
  talents(brand: CQ_EMPRESARIAMENTO, category: $category, first: 8) { totalCount letters nodes { id name cover { url } } }
}`;

describe('upstream calls per page on a cold store', () => {
  it('makes each back-end call at most once per page query, even for concurrent identical queries', async () => {
    await stack.resetStats();
    const [a, b] = await Promise.all([
      stack.gql(TALENT_PAGE, { category: 'jornalistas' }),
      stack.gql(TALENT_PAGE, { category: 'jornalistas' }),
    ]);
    expect(a.errors).toBeUndefined();
    expect(b.data).toEqual(a.data);
    const stats = await stack.stats();
    // Talents from the integration service, the brand's contacts from its panel.
    expect(apiCalls(stats, 'manager')).toEqual({ 'POST /api/talents_by_album': 1 });
    expect(apiCalls(stats, 'main')).toEqual({
      'GET /api/social-medias': 1,
      'GET /api/contact-infos': 1,
    });
  });

  it('answers the next pages of the list from the store without calling the back-end', async () => {
    await stack.resetStats();
    const talents = await stack.gql<{ talents: { totalCount: number } }>(
      '{ talents(brand: CQ_EMPRESARIAMENTO, category: "jornalistas", first: 16, search: "a") { totalCount } }',
    );
    expect(talents.errors).toBeUndefined();
    expect(apiCalls(await stack.stats(), 'manager')).toEqual({});
  });

  it('reads a cultural page (menu with shows + the shows list) with one call per back-end', async () => {
    await stack.resetStats();
    const answer = await stack.gql(`{
      brand(key: CULTURAL) { menu { left { key children { label href } } } }
      posts(brand: CULTURAL, kind: SHOW, first: 8) { totalCount nodes { title path } }
    }`);
    expect(answer.errors).toBeUndefined();
    const stats = await stack.stats();
    expect(apiCalls(stats, 'cultural')).toEqual({ 'GET /api/posts/:type/:lang': 1 });
    for (const backend of ['main', 'music', 'jabuticaba', 'digital', 'manager']) {
      expect(apiCalls(stats, backend)).toEqual({});
    }
  });
});

describe('tokens', () => {
  it('signs in again when the back-end token expires mid-run', async () => {
    const before = stack.issuedTokens.size;
    const first = await stack.gql('{ staff(brand: JABUTICABA) { name } }');
    expect(first.errors).toBeUndefined();
    await sleep(1200);
    const second = await stack.gql('{ brandLogos(brand: JABUTICABA) { url } }');
    expect(second.errors).toBeUndefined();
    expect((second.data as { brandLogos: unknown[] }).brandLogos.length).toBeGreaterThan(0);
    expect(stack.issuedTokens.size).toBeGreaterThan(before);
    const routes = (await stack.stats()).jabuticaba!.routes;
    expect(routes['POST /api/login']).toBeGreaterThanOrEqual(2);
  });

  it('never sends a token or a credential to a client', async () => {
    expect(stack.issuedTokens.size).toBeGreaterThan(0);
    expect(stack.answers.length).toBeGreaterThan(3);
    const secrets = [...stack.issuedTokens, 'sandbox-panel-token', 'sandbox-manager-key'];
    for (const answer of stack.answers) {
      for (const secret of secrets) expect(answer).not.toContain(secret);
      expect(answer).not.toMatch(/access_token|Bearer /i);
    }
  });
});

describe('revalidate hook', () => {
  const EVENTS = '{ posts(brand: MUSIC, kind: EVENT, first: 100) { nodes { id title } } }';
  const hook = (body: unknown, secret?: string) =>
    fetch(`${stack.gatewayUrl}/hooks/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(secret ? { 'x-revalidate-secret': secret } : {}) },
      body: JSON.stringify(body),
    });

  it('refuses calls without the secret', async () => {
    expect((await hook({ brand: 'music' })).status).toBe(401);
    expect((await hook({ brand: 'music' }, 'wrong')).status).toBe(401);
    expect((await hook({ brand: 'nope' }, REVALIDATE_SECRET)).status).toBe(400);
  });

  it('makes content changes visible once the CMS calls it', async () => {
    const before = await stack.gql<{ posts: { nodes: { id: string; title: string }[] } }>(EVENTS);
    const target = before.data!.posts.nodes[0]!;
    // The CMS edits the event in the back-end's own database.
    const db = new Database(join(stack.dataDir, 'sandbox.sqlite'));
    db.pragma('busy_timeout = 5000');
    db.prepare(`UPDATE posts SET doc = json_set(doc, '$.title', ?) WHERE backend = 'music' AND id = ?`).run(
      'Título Revisado',
      Number(target.id),
    );
    db.close();
    const cached = await stack.gql<{ posts: { nodes: { id: string; title: string }[] } }>(EVENTS);
    expect(cached.data!.posts.nodes[0]!.title).toBe(target.title);
    const response = await hook({ brand: 'music', type: 'posts' }, REVALIDATE_SECRET);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { invalidated: number }).invalidated).toBeGreaterThanOrEqual(1);
    const after = await stack.gql<{ posts: { nodes: { id: string; title: string }[] } }>(EVENTS);
    expect(after.data!.posts.nodes.find((p) => p.id === target.id)!.title).toBe('Título Revisado');
  });
});

describe('after the revalidate hook', () => {
  it('reloads lists and site documents at once, so a profile page then calls only for the profile', async () => {
    const PROFILE_PAGE = `query($id: ID!) {
      brand(key: CQ_EMPRESARIAMENTO) { menu { left { key } } footerLinks { url } footerContact { email } }
      talent(brand: CQ_EMPRESARIAMENTO, id: $id, category: "jornalistas") { name previous { id } next { id } }
    }`;
    const list = await stack.gql<{ talents: { nodes: { id: string }[] } }>(
      '{ talents(brand: CQ_EMPRESARIAMENTO, category: "jornalistas", first: 3) { nodes { id } } }',
    );
    const [first, second] = list.data!.talents.nodes;
    expect((await stack.gql(PROFILE_PAGE, { id: first!.id })).errors).toBeUndefined();
    const hook = await fetch(`${stack.gatewayUrl}/hooks/revalidate`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': REVALIDATE_SECRET },
      body: '{}',
    });
    expect(hook.status).toBe(200);
    await sleep(300);
    await stack.resetStats();
    const answer = await stack.gql<{ talent: { previous: { id: string } } }>(PROFILE_PAGE, { id: second!.id });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.talent.previous.id).toBe(first!.id);
    expect(apiCalls(await stack.stats(), 'manager')).toEqual({ 'GET /api/talent/profile': 1 });
  });
});

describe('health, readiness and request ids', () => {
  it("answers /healthz and /readyz, and gives every answer an id of its own (a visitor's is not kept)", async () => {
    expect((await fetch(`${stack.gatewayUrl}/healthz`)).status).toBe(200);
    const ready = await fetch(`${stack.gatewayUrl}/readyz`);
    expect(ready.status).toBe(200);
    // Readiness is this process's own: its store and its outbox, never the back-ends.
    expect(((await ready.json()) as { checks: Record<string, string> }).checks).toEqual({ store: 'ok', outbox: 'ok' });
    const health = await fetch(`${stack.gatewayUrl}/health`);
    expect(await health.json()).toMatchObject({
      status: 'ok',
      backends: { manager: { state: 'ok', circuit: 'closed' }, cultural: { state: 'ok', circuit: 'closed' } },
    });
    const response = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-42' },
      body: JSON.stringify({ query: '{ ok }' }),
    });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const generated = await fetch(`${stack.gatewayUrl}/healthz`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('when a back-end fails', () => {
  /** A second stack whose store keeps content fresh for 1 s only. */
  let shortLived: Stack;
  beforeAll(async () => {
    shortLived = await startStack({
      env: { STORE_TTL_SITE_SECONDS: '1', STORE_TTL_POSTS_SECONDS: '1', UPSTREAM_BREAKER_FAILURES: '1000' },
    });
  });
  afterAll(() => shortLived?.close());

  it('serves the last good content when it was fetched before, and a coded error when it never was', async () => {
    const before = await shortLived.gql<{ staff: { name: string }[] }>('{ staff(brand: MUSIC) { name } }');
    expect(before.errors).toBeUndefined();
    await shortLived.setFault('music', { errorRate: 1 });
    await sleep(1100); // the entry is stale now: a refresh is attempted and fails
    const stale = await shortLived.gql<{ staff: { name: string }[] }>('{ staff(brand: MUSIC) { name } }');
    expect(stale.errors).toBeUndefined();
    expect(stale.data).toEqual(before.data);
    await sleep(100);
    const stillStale = await shortLived.gql('{ staff(brand: MUSIC) { name } }');
    expect(stillStale.data).toEqual(before.data);

    const never = await shortLived.gql('{ brandLogos(brand: MUSIC) { url } }');
    expect(never.data).toBeNull();
    expect(never.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(never.errors?.[0]?.message).not.toMatch(/http|localhost|500/);
    await shortLived.clearFaults();
  });

  it('gives a coded error when a back-end refuses connections', async () => {
    await shortLived.setFault('cultural', { down: 'refuse' });
    const answer = await shortLived.gql('{ posts(brand: CULTURAL, kind: WORKSHOP) { totalCount } }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    await shortLived.clearFaults();
    const recovered = await shortLived.gql('{ posts(brand: CULTURAL, kind: WORKSHOP) { totalCount } }');
    expect(recovered.errors).toBeUndefined();
  });

  it('stays ready with a back-end down (stored content and the outbox still serve); /health says which is down', async () => {
    await shortLived.setFault('digital', { down: 'down' });
    // A fresh gateway against the same dead back-end is what a restarted instance would see.
    const { startGateway } = await import('../src/server');
    const { loadConfig } = await import('../src/config');
    const fresh = await startGateway(
      loadConfig({
        ...process.env,
        GATEWAY_PORT: '0',
        GATEWAY_HOST: '127.0.0.1',
        OUTBOX_PATH: join(shortLived.dataDir, 'outbox-2.sqlite'),
        STORE_WARMUP: '0',
        UPSTREAM_READ_RETRIES: '0',
        UPSTREAM_BREAKER_FAILURES: '1',
        ...Object.fromEntries(
          ['manager', 'main', 'jabuticaba', 'digital', 'music', 'cultural'].map((b) => [
            `UPSTREAM_${b.toUpperCase()}_URL`,
            `${shortLived.sandboxUrl}/${b}`,
          ]),
        ),
      }),
    );
    try {
      const ready = await fetch(`${fresh.url}/readyz`);
      expect(ready.status).toBe(200);
      const health = (await (await fetch(`${fresh.url}/health`)).json()) as {
        status: string;
        backends: Record<string, { state: string; circuit: string }>;
      };
      expect(health.status).toBe('degraded');
      expect(health.backends.digital!.state).toMatch(/^failed/);
      expect(health.backends.main).toEqual({ state: 'ok', circuit: 'closed', deliveries: 'closed' });
      // The probe went through the breaker: the failure opened digital's circuit (1 failure here).
      expect(health.backends.digital!.circuit).toBe('open');
      const metrics = await (await fetch(`${fresh.url}/metrics`)).text();
      expect(metrics).toMatch(/^gateway_backend_up\{backend="digital"\} 0$/m);
      expect(metrics).toMatch(/^gateway_backend_up\{backend="main"\} 1$/m);
      await sleep(5100); // past the answer reuse: the next probe must not knock on the resting back-end
      const again = (await (await fetch(`${fresh.url}/health`)).json()) as typeof health;
      expect(again.backends.digital).toEqual({ state: 'circuit open', circuit: 'open', deliveries: 'closed' });
    } finally {
      await fresh.close();
      await shortLived.clearFaults();
    }
  });

  it('is not ready when its outbox cannot take a submission, nor while it shuts down', async () => {
    const { startGateway } = await import('../src/server');
    const { loadConfig } = await import('../src/config');
    const config = loadConfig({
      ...process.env,
      GATEWAY_PORT: '0',
      GATEWAY_HOST: '127.0.0.1',
      OUTBOX_PATH: join(shortLived.dataDir, 'outbox-3.sqlite'),
      SHUTDOWN_DRAIN_MS: '400',
    });
    const running = await startGateway(config);
    expect((await fetch(`${running.url}/readyz`)).status).toBe(200);
    const closing = running.close();
    const draining = await fetch(`${running.url}/readyz`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: 'not ready', checks: { process: 'shutting down' } });
    await closing;

    const broken = await startGateway({ ...config, outboxPath: join(shortLived.dataDir, 'outbox-4.sqlite') });
    await broken.gateway.forms.stop();
    try {
      const ready = await fetch(`${broken.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { checks: Record<string, string> }).checks.outbox).toBe(
        'failed: outbox is closed',
      );
    } finally {
      await broken.close();
    }
  });
});
