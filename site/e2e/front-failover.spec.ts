import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { caddyVersion, requestThroughFront, safeProtocols } from '../../scripts/lib/front.mjs';
import { startProduction, type ProductionPorts } from '../../scripts/lib/production.mjs';
import { RELEASE_DIR } from './support/release';
import { SANDBOX_URL } from './support/stack';
import { freeBlock } from './support/ports';

/*
 * The production shape (scripts/lib/production.mjs, what `npm run up -- --production` runs): the
 * front (deploy/Caddyfile in Debian's caddy) over TLS and HTTP/2, two site instances behind it, two
 * gateways behind its private balancer on one Redis, on the running sandbox. A visitor browses the
 * brands through the front while one site instance and one gateway are stopped: no page fails.
 * First, the Host header a visitor writes: a brand's name with another brand's port, or no brand's
 * name at all, never renders a brand's page through the front.
 */
let children: Record<string, ChildProcess> = {};
let brands: { key: string; url: string }[] = [];
let dataDir: string;
let sitePorts: number[] = [];
let api = '';
let databaseUrl = '';
let revalidateSecret = '';
/** Everything every process of the shape wrote (stdout and stderr): front, sites, gateways, Redis, PostgreSQL. */
const logs: string[] = [];
let frontPorts = { http: 0 };

test.describe.configure({ mode: 'serial' });
test.use({ ignoreHTTPSErrors: true });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'front-failover-'));
  const ports: ProductionPorts = {
    sandbox: Number(new URL(SANDBOX_URL).port),
    gateways: [await freeBlock(1), await freeBlock(1)],
    frontGateway: await freeBlock(1),
    redis: await freeBlock(1),
    sites: [await freeBlock(5), await freeBlock(5)],
    https: await freeBlock(1),
    http: await freeBlock(1),
  };
  const started = await startProduction({
    ports,
    sandboxUrl: SANDBOX_URL,
    siteSecret: 'front-failover-site-secret',
    dataDir,
    spawnChild: (name, command, args, options) => {
      const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
      for (const stream of [child.stdout, child.stderr])
        stream?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
      return child;
    },
    env: {
      ...process.env,
      STORE_WARMUP: '0',
      // Every line a request may cause, so the test of secrets in logs reads them all.
      LOG_LEVEL: 'debug',
      // Long enough for the front's health check (every 2 s) to take a draining gateway out.
      SHUTDOWN_DRAIN_MS: '3000',
      // One browser renders every page first (a fresh stack caches none): the budget is proven in abuse.spec.ts.
      SITE_RENDERS_PER_MINUTE: '100000',
      SITE_RENDER_BURST: '100000',
    },
  });
  children = started.children;
  brands = started.brands;
  sitePorts = ports.sites;
  frontPorts = { http: ports.http };
  api = started.api;
  databaseUrl = started.databaseUrl;
  revalidateSecret = started.revalidateSecret;
});

test.afterAll(async () => {
  const all = Object.values(children);
  for (const child of all) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  for (const child of all) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** One plain-HTTP GET to the front's HTTP port with exactly the Host header `host`: its status and Location. */
function plainHttp(port: number, host: string, pathname: string) {
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: pathname, headers: { host }, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** One GET through the front over TLS opened for `url`'s host, with exactly the Host header `host`. */
function withHost(url: string, host: string, pathname = '/') {
  const target = new URL(url);
  return requestThroughFront({ port: Number(target.port), host, path: pathname, servername: target.hostname });
}

test('a Host with another brand’s port, or of no brand, never renders a brand’s page through the front', async () => {
  const main = brands.find((b) => b.key === 'cq-empresariamento')!;
  const { hostname, host: own } = new URL(main.url);
  // 8201: Jabuticaba's server port in the brand table; the other: its port on the first site instance.
  for (const host of [`${hostname}:8201`, `${hostname}:${sitePorts[0]! + 1}`]) {
    for (const pathname of ['/', '/sitemap.xml']) {
      const answer = await withHost(main.url, host, pathname);
      expect(answer.status, `${host}${pathname}`).toBe(421);
      expect(answer.body).not.toContain('jabuticaba');
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  }
  // Names the front does not serve on this connection: 421 from the front itself, never an empty 200.
  for (const host of [
    'evil.example',
    'localhost:8201',
    new URL(brands.find((b) => b.key === 'jabuticaba')!.url).host,
  ]) {
    expect((await withHost(main.url, host)).status, host).toBe(421);
  }
  // The brand's own address: its page, with no header naming the internal route it was drawn from.
  const page = await withHost(main.url, own, '/contato');
  expect(page.status).toBe(200);
  expect(page.body).toContain('data-brand="cq-empresariamento"');
  expect(
    Object.keys(page.headers).filter((n) => /^x-(middleware|nextjs-rewritten|nextjs-matched|matched)/.test(n)),
  ).toEqual([]);
});

test("robots.txt through the front names each brand's own sitemap; an unknown name on plain HTTP is sent to the main site", async () => {
  for (const brand of brands) {
    const { host } = new URL(brand.url);
    const robots = await withHost(brand.url, host, '/robots.txt');
    expect(robots.status, brand.key).toBe(200);
    expect(robots.body.split('\n'), brand.key).toContain(`Sitemap: ${brand.url}/sitemap.xml`);
    const sitemap = await withHost(brand.url, host, '/sitemap.xml');
    expect(sitemap.status, brand.key).toBe(200);
    expect(sitemap.body).toContain(`<loc>${brand.url}/</loc>`);
  }
  // A domain pointed at the front that is no brand's, on plain HTTP: the site's rule, through the front.
  const main = brands.find((b) => b.key === 'cq-empresariamento')!;
  for (const [host, pathname] of [
    ['old-domain.example', '/'],
    ['old-domain.example', '/en/contato?utm_source=x'],
    [`203.0.113.5:${frontPorts.http}`, '/atrizes'],
  ]) {
    const answer = await plainHttp(frontPorts.http, host!, pathname!);
    expect(answer.status, `${host}${pathname}`).toBe(301);
    expect(answer.location, `${host}${pathname}`).toBe(`${main.url}${pathname}`);
  }
  // A brand's own name on plain HTTP is sent to its HTTPS address by the front, not to the main site.
  const own = await plainHttp(frontPorts.http, new URL(main.url).hostname, '/contato');
  expect(own.status).toBe(308);
  const ownTarget = new URL(own.location!);
  expect([ownTarget.protocol, ownTarget.hostname, ownTarget.pathname]).toEqual([
    'https:',
    new URL(main.url).hostname,
    '/contato',
  ]);
});

test("the API host serves other apps through the front: an app's query runs with its key, is refused without, and the SDL needs none", async () => {
  // The operators' command in the image (apps-cli), on the registry the gateways share (DATABASE_URL).
  const created = JSON.parse(
    execFileSync(
      process.execPath,
      [path.join(RELEASE_DIR, 'gateway/dist/apps-cli.mjs'), 'create', 'casting-tool', '--scopes', 'read', '--json'],
      { env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl }, encoding: 'utf8' },
    ),
  ) as { key: string };
  const target = new URL(api);
  const ask = (headers: Record<string, string>) =>
    requestThroughFront({
      port: Number(target.port),
      host: target.host,
      servername: target.hostname,
      path: '/graphql',
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers },
      body: JSON.stringify({ query: '{ brands { key } }' }),
    });
  // A new key reaches every gateway within the registry's poll; each request may land on either.
  await expect.poll(async () => (await ask({ 'x-agency-app-key': created.key })).status, { timeout: 20_000 }).toBe(200);
  for (let i = 0; i < 4; i++) {
    const answered = await ask({ 'x-agency-app-key': created.key });
    expect(answered.status).toBe(200);
    const body = JSON.parse(answered.body) as { data?: { brands: { key: string }[] }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.brands.map((b) => b.key)).toContain('cq-empresariamento');
  }
  const refused = await ask({});
  expect(refused.status).toBe(403);
  expect(JSON.parse(refused.body).errors[0].extensions.code).toBe('PERSISTED_DOCUMENTS_ONLY');
  const wrongKey = await ask({ 'x-agency-app-key': `${created.key.slice(0, -4)}AAAA` });
  expect(wrongKey.status).toBe(401);
  expect(JSON.parse(wrongKey.body).errors[0].extensions.code).toBe('UNKNOWN_APP_KEY');
  // The schema's docs are public: the SDL downloads with no key.
  const sdl = await requestThroughFront({
    port: Number(target.port),
    host: target.host,
    servername: target.hostname,
    path: '/graphql/sdl',
  });
  expect(sdl.status).toBe(200);
  expect(sdl.body).toMatch(/type Query \{/);
});

test('the revalidate secret and an app key sent through the front are in no process’s log', async () => {
  const created = JSON.parse(
    execFileSync(
      process.execPath,
      [path.join(RELEASE_DIR, 'gateway/dist/apps-cli.mjs'), 'create', 'log-probe', '--scopes', 'read', '--json'],
      { env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl }, encoding: 'utf8' },
    ),
  ) as { key: string };
  const main = new URL(brands.find((b) => b.key === 'cq-empresariamento')!.url);
  const target = new URL(api);
  const through = (url: URL, pathname: string, method: string, headers: Record<string, string>, body?: string) =>
    requestThroughFront({
      port: Number(url.port),
      host: url.host,
      servername: url.hostname,
      path: pathname,
      method,
      headers,
      body,
    });
  const secrets = { 'x-revalidate-secret': revalidateSecret, 'x-agency-app-key': created.key };
  const json = { 'content-type': 'application/json', accept: 'application/graphql-response+json' };
  const before = logs.join('').length;
  // Accepted with them: the hook (the secret is right) and an app's query (the key is known)...
  const hook = await through(
    main,
    '/hooks/revalidate',
    'POST',
    { ...json, ...secrets },
    JSON.stringify({ brand: 'cq-empresariamento', type: 'talents' }),
  );
  expect(hook.status).toBe(200);
  await expect
    .poll(
      async () =>
        (
          await through(
            target,
            '/graphql',
            'POST',
            { ...json, ...secrets },
            JSON.stringify({ query: '{ brands { key } }' }),
          )
        ).status,
      { timeout: 20_000 },
    )
    .toBe(200);
  // ...and a page and a refused hook that carry them too.
  await through(main, '/contato', 'GET', secrets);
  await through(
    main,
    '/hooks/revalidate',
    'POST',
    { ...json, 'x-revalidate-secret': `${revalidateSecret}x`, 'x-agency-app-key': created.key },
    '{}',
  );
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const written = logs.join('');
  // The requests were logged (the front writes one line each), without the secrets.
  expect(written.length).toBeGreaterThan(before);
  expect(written).toContain('"uri":"/hooks/revalidate"');
  expect(written).not.toContain(revalidateSecret);
  expect(written).not.toContain(created.key);
});

// The gateway drains 3 s and both get the default 25 s grace for requests in flight.
const EXIT_WITHIN_MS = 60_000;

// Pages every brand has (its home and contact page, in both languages).
const PAGES = ['/', '/contato', '/en', '/en/contato'];

/** The protocol the front speaks: HTTP/2 on a Caddy that withstands its floods, else HTTP/1.1 (scripts/lib/front.mjs). */
const FRONT_PROTOCOL = safeProtocols(caddyVersion()).includes('h2') ? 'h2' : 'http/1.1';

/** Loads one page through the front: 200, its heading drawn, carried by the protocol the front speaks. */
async function visit(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await expect(page.locator('h1, h2').first(), url).toBeVisible();
  const protocol = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
  );
  expect(protocol, url).toBe(FRONT_PROTOCOL);
}

test('through the front every brand answers over HTTP/2, and stopping a site instance and a gateway mid-run fails no page', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 500) failed.push(`${response.status()} ${response.url()}`);
  });
  const throughFront = (url: string) => brands.some((brand) => url.startsWith(brand.url));
  page.on('requestfailed', (request) => {
    // A page navigated away from cancels what it was still loading: not a failure of the stack.
    const error = request.failure()?.errorText;
    if (throughFront(request.url()) && error !== 'net::ERR_ABORTED') failed.push(`${error} ${request.url()}`);
  });

  for (const brand of brands) await visit(page, `${brand.url}/`);

  // One site instance and one gateway stop while the visitor goes on browsing; each must exit
  // within its grace time even though the front keeps its connections busy.
  const stopStarted = Date.now();
  const stopping = ['site-a', 'gateway-a'];
  const exited = new Set<string>();
  const stopped = Promise.all(
    stopping.map(
      (name) =>
        new Promise((resolve) => {
          children[name]!.once('exit', () => resolve(exited.add(name)));
          children[name]!.kill('SIGTERM');
        }),
    ),
  );
  for (let round = 0; exited.size < stopping.length || round === 0; round += 1) {
    const still = stopping.filter((name) => !exited.has(name));
    expect(
      Date.now() - stopStarted,
      `still running ${EXIT_WITHIN_MS} ms after SIGTERM: ${still.join(', ')}`,
    ).toBeLessThan(EXIT_WITHIN_MS);
    for (const [i, brand] of brands.entries()) await visit(page, `${brand.url}${PAGES[(round + i) % PAGES.length]}`);
  }
  await stopped;
  // After both are gone, every brand still answers, through the survivors.
  for (const brand of brands) await visit(page, `${brand.url}/en/contato?after=stop`);
  expect(failed).toEqual([]);
});
