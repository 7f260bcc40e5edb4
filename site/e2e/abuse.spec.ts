import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { brandByKey } from '@agency/schema/brands';
import { JSON_BODY_MAX_BYTES, UPLOAD_BODY_MAX_BYTES } from '@agency/schema/validation';
import { documentIdOf } from './support/persisted-documents';
import { brandOrigin, SANDBOX_URL, sandboxAdmin, SITE_PORT_BASE } from './support/stack';

/*
 * Abuse of the site's edges, over real HTTP against the running stack: headers a client forges
 * (X-Forwarded-Host/Proto, Host, x-agency-client-ip), cross-site and oversized posts to the GraphQL
 * proxy, and made-up URLs that must not grow the site's caches. Each attack is performed and its
 * refusal (status, message) and its absence of effect (nothing stored, nothing written) shown.
 */
const SITE_DIR = path.resolve(import.meta.dirname, '..');
const DIST_DIR = path.join(SITE_DIR, process.env.NEXT_DIST_DIR ?? '.next');
const main = brandOrigin('cq-empresariamento');
const GATEWAY_URL = `http://localhost:${Number(process.env.GATEWAY_PORT ?? 4000)}`;
const production = (key: 'cq-empresariamento') => `https://${brandByKey(key).domains[0]}`;

/**
 * A GET with exactly these headers, Host included (fetch and Playwright set Host themselves), from
 * `localAddress` (another loopback address is another visitor to the site).
 */
function rawGet(port: number, pathname: string, headers: Record<string, string>, localAddress?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path: pathname, method: 'GET', headers, localAddress };
    const request = http.request(options, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

const random = () => Math.random().toString(36).slice(2, 10);

const locations = (xml: string) => [...xml.matchAll(/(?:<loc>|href=")([^<"]+)/g)].map((m) => m[1]!);

test.describe('forged host headers', () => {
  test('X-Forwarded-Host/Proto change neither the brand, nor its links, nor the canonical URL', async ({ request }) => {
    for (const forged of ['cqmusic.com.br', 'javascript://evil.example/', 'localhost:' + (SITE_PORT_BASE + 3)]) {
      const response = await request.get(`${main}/`, {
        headers: { 'x-forwarded-host': forged, 'x-forwarded-proto': 'javascript' },
      });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('data-brand="cq-empresariamento"');
      expect(html).not.toContain('evil.example');
      expect(html).not.toContain('javascript:');
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical).toBe(production('cq-empresariamento'));
      for (const [, href] of html.matchAll(/<link rel="alternate" hrefLang="[^"]+" href="([^"]+)"/g)) {
        expect(href?.startsWith(production('cq-empresariamento'))).toBe(true);
      }
    }
  });

  test('the sitemap lists only the brand’s own origin, whatever the forwarded headers say', async ({ request }) => {
    const response = await request.get(`${main}/sitemap.xml`, {
      headers: { 'x-forwarded-host': 'javascript://evil.example/', 'x-forwarded-proto': 'javascript' },
    });
    expect(response.status()).toBe(200);
    const urls = locations(await response.text());
    expect(urls.length).toBeGreaterThan(2);
    for (const url of urls) expect(url.startsWith(`${main}/`), url).toBe(true);
  });

  test('an unknown Host is sent to the main brand’s site with its path (301), on pages, the sitemap, robots.txt and comp cards', async () => {
    const mainSite = production('cq-empresariamento');
    for (const [port, pathname] of [
      [SITE_PORT_BASE + 3, '/'],
      [SITE_PORT_BASE, '/en/contato?utm_source=x'],
      [SITE_PORT_BASE + 1, '/atrizes/1/nome'],
      [SITE_PORT_BASE, '/sitemap.xml'],
      [SITE_PORT_BASE, '/robots.txt'],
      [SITE_PORT_BASE, '/comp-cards/pt/1.pdf'],
    ] as const) {
      const answer = await rawGet(port, pathname, {
        host: 'unknown.example',
        'x-forwarded-host': 'javascript://evil.example/',
      });
      expect(answer.status, pathname).toBe(301);
      expect(answer.headers.location, pathname).toBe(`${mainSite}${pathname}`);
      expect(answer.headers['cache-control'], pathname).toBe('no-store');
      expect(answer.body).not.toContain('data-brand');
    }

    // A brand's own domain is that brand, whichever port it arrived on.
    const music = await rawGet(SITE_PORT_BASE, '/', { host: brandByKey('music').domains[0]! });
    expect(music.status).toBe(200);
    expect(music.body).toContain('data-brand="music"');
    const robots = await rawGet(SITE_PORT_BASE, '/robots.txt', { host: `www.${brandByKey('music').domains[0]!}` });
    expect(robots.body).toContain(`Sitemap: https://www.${brandByKey('music').domains[0]!}/sitemap.xml`);
  });

  test('a port in the Host picks no brand: the main domain with Jabuticaba’s port is refused 421', async () => {
    const domain = brandByKey('cq-empresariamento').domains[0]!;
    // 8201: Jabuticaba's server port; SITE_PORT_BASE + 1: its port in this run.
    for (const host of [`${domain}:8201`, `${domain}:${SITE_PORT_BASE + 1}`, `www.${domain}:8201`]) {
      for (const pathname of ['/', '/sitemap.xml', '/comp-cards/pt/1.pdf', '/en/contato']) {
        const answer = await rawGet(SITE_PORT_BASE, pathname, { host });
        expect(answer.status, `${host}${pathname}`).toBe(421);
        expect(answer.headers['cache-control'], `${host}${pathname}`).toBe('no-store');
        expect(answer.body).not.toContain('jabuticaba');
      }
    }
    // The default ports, written out, are the brand's address.
    const explicit = await rawGet(SITE_PORT_BASE + 1, '/', { host: `${domain}:443` });
    expect(explicit.status).toBe(200);
    expect(explicit.body).toContain('data-brand="cq-empresariamento"');
    // On a loopback host the port is the brand (development and these tests).
    const local = await rawGet(SITE_PORT_BASE, '/', { host: `localhost:${SITE_PORT_BASE + 1}` });
    expect(local.body).toContain('data-brand="jabuticaba"');
  });

  test('no answer names the internal route it was drawn from', async ({ request }) => {
    const flight = await request.get(`${main}/`, { headers: { rsc: '1' } });
    for (const response of [flight, await request.get(`${main}/contato`), await request.get(`${main}/x/y/z`)]) {
      const names = Object.keys(response.headers());
      expect(names.filter((n) => n.startsWith('x-middleware-') || /^x-(nextjs-)?(matched|rewritten)/.test(n))).toEqual(
        [],
      );
    }
  });
});

interface Stored {
  fields: { email?: string };
}
const storedContacts = async (email: string) =>
  (await sandboxAdmin<{ data: Stored[] }>('/submissions?kind=contact')).data.filter((s) => s.fields.email === email);

const contactBody = (email: string) =>
  JSON.stringify({
    documentId: documentIdOf('SendContactMessage'),
    variables: {
      brand: 'CQ_EMPRESARIAMENTO',
      input: { name: 'Cross Site', email, phone: '+55 (21) 99876-5432', message: 'Forged from another site.' },
    },
  });

async function post(request: APIRequestContext, headers: Record<string, string>, body: string | Buffer) {
  const response = await request.post(`${main}/api/graphql`, { headers, data: body, failOnStatusCode: false });
  const text = await response.text();
  let json: { errors?: { message: string; extensions?: { code?: string } }[] } = {};
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: the assertion on the status tells
  }
  return { status: response.status(), error: json.errors?.[0] };
}

test.describe('paths that look like files', () => {
  test('a brand’s internal route under a file’s extension is refused, another brand’s too, without a render', async ({
    request,
  }) => {
    // A real profile of each talent brand, by its internal route (what the proxy rewrites /{id}/{name} to).
    const profileOf = async (brand: 'cq-empresariamento' | 'jabuticaba') => {
      const sitemap = await (await request.get(`${brandOrigin(brand)}/sitemap.xml`)).text();
      const found = locations(sitemap)
        .map((url) => new URL(url).pathname)
        .find((pathname) => /^\/\d+\/[^/]+$/.test(pathname));
      expect(found, brand).toBeTruthy();
      return found!.split('/')[1]!;
    };
    const host = { host: new URL(main).host };
    for (const brand of ['cq-empresariamento', 'jabuticaba'] as const) {
      const id = await profileOf(brand);
      for (const pathname of [
        `/pt/${brand}/talento/${id}/x.png`,
        `/en/${brand}/talento/${id}/x.css`,
        `/pt/${brand}/contato/x.txt`,
        `/pt/${brand}/talento/${id}/x%2Epng`,
      ]) {
        const answer = await rawGet(SITE_PORT_BASE, pathname, host);
        expect(answer.status, pathname).toBe(404);
        expect(answer.headers.location, pathname).toBeUndefined();
        expect(answer.headers['cache-control'], pathname).toBe('no-store');
        expect(answer.body, pathname).not.toContain('data-brand=');
      }
    }
    // The public folder's files are served as they are.
    expect((await rawGet(SITE_PORT_BASE, '/selector/fallback.jpg', host)).status).toBe(200);
    expect((await rawGet(SITE_PORT_BASE, '/favicon.ico', host)).status).toBe(200);
  });
});

test.describe('the GraphQL proxy refuses what a foreign page can send', () => {
  test('a no-cors post (text/plain, form-encoded or no content type) is refused and nothing is stored', async ({
    request,
  }) => {
    const email = `no-cors-${Date.now()}@example.com`;
    for (const contentType of ['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', '']) {
      const headers: Record<string, string> = { 'x-agency-client': 'site' };
      if (contentType) headers['content-type'] = contentType;
      const { status, error } = await post(request, headers, contactBody(email));
      expect(status, contentType || 'no content type').toBe(415);
      expect(error?.extensions?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(error?.message).toMatch(/application\/json/);
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await storedContacts(email)).toHaveLength(0);
  });

  test('a cross-origin caller is refused (Origin or Sec-Fetch-Site), the same request from the site is stored', async ({
    request,
  }) => {
    const email = `cross-origin-${Date.now()}@example.com`;
    const json = { 'content-type': 'application/json', 'x-agency-client': 'site' };
    const foreignCallers: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: brandOrigin('music') },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: main },
    ];
    for (const foreign of foreignCallers) {
      const { status, error } = await post(request, { ...json, ...foreign }, contactBody(email));
      expect(status, JSON.stringify(foreign)).toBe(403);
      expect(error?.extensions?.code).toBe('CROSS_SITE_REQUEST');
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await storedContacts(email)).toHaveLength(0);

    // The control: the same body from the site's own origin is taken, so the refusals above were not about it.
    const own = await post(request, { ...json, origin: main, 'sec-fetch-site': 'same-origin' }, contactBody(email));
    expect(own.status).toBe(200);
    await expect.poll(async () => (await storedContacts(email)).length, { timeout: 15_000 }).toBe(1);
  });

  test('bodies over their kind’s limit are refused with 413 before they are read', async ({ request }) => {
    const json = { 'content-type': 'application/json', 'x-agency-client': 'site' };
    const brands = { documentId: documentIdOf('BrandSites'), variables: { host: `localhost:${SITE_PORT_BASE}` } };
    const big = JSON.stringify({ ...brands, extensions: { pad: 'x'.repeat(JSON_BODY_MAX_BYTES) } });
    const refused = await post(request, json, big);
    expect(refused.status).toBe(413);
    expect(refused.error?.extensions?.code).toBe('REQUEST_ENTITY_TOO_LARGE');

    // A multipart body announced above the upload ceiling: answered from the headers alone.
    const announced = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: SITE_PORT_BASE,
          path: '/api/graphql',
          method: 'POST',
          headers: {
            host: `localhost:${SITE_PORT_BASE}`,
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(UPLOAD_BODY_MAX_BYTES + 1),
            'x-agency-client': 'site',
          },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => {
            req.destroy();
            resolve({ status: response.statusCode ?? 0, body });
          });
          response.on('error', reject);
        },
      );
      req.on('error', reject);
      req.flushHeaders();
      req.write('--x\r\n');
    });
    expect(announced.status).toBe(413);
    expect(JSON.parse(announced.body).errors[0].extensions.code).toBe('REQUEST_ENTITY_TOO_LARGE');

    // Within the limit, the same endpoint answers.
    const small = await post(request, json, JSON.stringify(brands));
    expect(small.status).toBe(200);
  });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** Another site process on the same build, with `env`, on five free ports: its first port and process. */
async function startSite(env: NodeJS.ProcessEnv): Promise<{ base: number; child: ChildProcess }> {
  let base = 0;
  for (let attempt = 0; attempt < 50 && !base; attempt++) {
    const candidate = 20_000 + Math.floor(Math.random() * 30_000);
    const free = await Promise.all([0, 1, 2, 3, 4].map((i) => canListen(candidate + i)));
    if (free.every(Boolean)) base = candidate;
  }
  const child = spawn('node', ['scripts/serve-brands.mjs'], {
    cwd: SITE_DIR,
    env: { ...env, SITE_PORT_BASE: String(base) },
    stdio: 'ignore',
  });
  const end = Date.now() + 90_000;
  while (await canListen(base + 4)) {
    if (Date.now() > end) throw new Error('the site did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, child };
}

test.describe('what reaches the gateway', () => {
  const children: ChildProcess[] = [];
  const seen: http.IncomingHttpHeaders[] = [];
  let recorder: http.Server;
  let siteBase = 0;
  const SECRET = 'abuse-spec-site-secret';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // Stands where the gateway stands and writes down the headers each request arrived with.
    recorder = http.createServer((req, res) => {
      seen.push(req.headers);
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: { __typename: 'Query' } }));
      });
    });
    const gatewayPort = await freePort();
    await new Promise<void>((resolve) => recorder.listen(gatewayPort, '127.0.0.1', resolve));
    // A second site process on the same build, the visitor's only way in: no TRUST_PROXY.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      GATEWAY_URL: `http://127.0.0.1:${gatewayPort}/graphql`,
      SITE_GATEWAY_SECRET: SECRET,
      // The demo's media hosts (a production start without media settings stops by name).
      SANDBOX_URL,
      NEXT_TELEMETRY_DISABLED: '1',
      // A small render budget: three at once, then one every ten seconds.
      SITE_RENDERS_PER_MINUTE: '6',
      SITE_RENDER_BURST: '3',
      // Five optimizer answers a minute that are not from its cache.
      SITE_IMAGE_MISSES_PER_MINUTE: '5',
    };
    delete env.TRUST_PROXY;
    const started = await startSite(env);
    children.push(started.child);
    siteBase = started.base;
  });

  test.afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await new Promise<void>((resolve) => recorder.close(() => resolve()));
  });

  test('a visitor’s x-agency-client-ip, site secret and X-Forwarded-For never reach the gateway', async ({
    request,
  }) => {
    const before = seen.length;
    const response = await request.post(`http://localhost:${siteBase}/api/graphql`, {
      headers: {
        'content-type': 'application/json',
        'x-agency-client': 'site',
        'x-agency-client-ip': '6.6.6.6',
        'x-agency-site-secret': 'guessed',
        'x-forwarded-for': '6.6.6.6',
      },
      data: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status()).toBe(200);
    const arrived = seen.slice(before);
    expect(arrived).toHaveLength(1);
    const headers = arrived[0]!;
    // The address the site's server saw on its socket (loopback here), in the site's own header.
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1']).toContain(headers['x-agency-client-ip']);
    expect(headers['x-agency-site-secret']).toBe(SECRET);
    expect(JSON.stringify(headers)).not.toContain('6.6.6.6');
    expect(JSON.stringify(headers)).not.toContain('guessed');
  });

  test('the gateway calls of a page render carry the address of the visitor who caused it', async () => {
    const before = seen.length;
    await rawGet(siteBase, `/contato?visit=${random()}`, { host: `localhost:${siteBase}` }, '127.0.0.5');
    const reads = seen.slice(before);
    expect(reads.length).toBeGreaterThan(0);
    for (const headers of reads) {
      // As the site's dual-stack listener saw it (the gateway reads both forms as one address).
      expect(['127.0.0.5', '::ffff:127.0.0.5']).toContain(headers['x-agency-client-ip']);
      expect(headers['x-agency-site-secret']).toBe(SECRET);
    }
  });

  test('an address that renders page after page is refused 429 past its budget; another address is not', async () => {
    const host = { host: `localhost:${siteBase}` };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await rawGet(siteBase, `/${random()}/${random()}`, host, '127.0.0.6')).status);
    // Three renders (each a page the fake gateway cannot fill), then refusals.
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429, 429, 429, 429]);
    const refused = await rawGet(siteBase, '/', host, '127.0.0.6');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('no-store');
    // A page in the page's language, never a bare line (this gateway cannot fill the brand's own page).
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('Muitas páginas novas em pouco tempo');
    // Files and another visitor are not held by it.
    expect((await rawGet(siteBase, '/favicon.ico', host, '127.0.0.6')).status).toBe(200);
    expect((await rawGet(siteBase, `/${random()}`, host, '127.0.0.7')).status).not.toBe(429);
  });

  test('a path ending in a file’s extension is counted like any page: refused past the budget', async () => {
    const host = { host: `localhost:${siteBase}` };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await rawGet(siteBase, '/pt/cq-empresariamento/talento/10051/x.png', host, '127.0.0.8')).status);
    expect(statuses.slice(0, 3)).toEqual([404, 404, 404]);
    expect(statuses.slice(3)).toEqual([429, 429, 429, 429, 429]);
    // A public file is no render and is served whatever the budget says.
    expect((await rawGet(siteBase, '/selector/fallback.jpg', host, '127.0.0.8')).status).toBe(200);
  });

  test('optimizer requests whose source fails are counted: made-up sources are refused past the limit', async () => {
    const host = { host: `localhost:${siteBase}` };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const source = encodeURIComponent(`${SANDBOX_URL}/storage/made-up-${random()}.jpg`);
      statuses.push((await rawGet(siteBase, `/_next/image?url=${source}&w=640&q=75`, host, '127.0.0.9')).status);
    }
    expect(statuses.slice(0, 5).every((s) => s !== 429 && s !== 200)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});

test.describe('budgets behind one address', () => {
  let site: { base: number; child: ChildProcess } | undefined;
  // Addresses are the front's X-Forwarded-For (TRUST_PROXY), as a carrier's NAT or an office would send many visitors.
  const from = (address: string, headers: Record<string, string> = {}) => ({
    host: `localhost:${site!.base}`,
    'x-forwarded-for': address,
    ...headers,
  });
  const get = (pathname: string, headers: Record<string, string>) => rawGet(site!.base, pathname, headers);
  const tokenOf = (headers: http.IncomingHttpHeaders) =>
    /^(agency_visitor=[^;]+)/.exec((headers['set-cookie'] ?? []).join('\n'))?.[1];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // A site behind a proxy of ours on the suite's gateway, with a small render budget: three at
    // once, then one every ten seconds, per visitor.
    site = await startSite({
      ...process.env,
      GATEWAY_URL: `${GATEWAY_URL}/graphql`,
      SITE_GATEWAY_SECRET: 'crowd-spec-site-secret',
      SANDBOX_URL,
      NEXT_TELEMETRY_DISABLED: '1',
      TRUST_PROXY: '1',
      SITE_RENDERS_PER_MINUTE: '6',
      SITE_RENDER_BURST: '3',
      SITE_IMAGE_MISSES_PER_MINUTE: '5',
    });
    // The home and its English copy rendered once (from an address of their own), as a live site has them.
    for (const pathname of ['/', '/en']) expect((await get(pathname, from('203.0.113.1'))).status).toBe(200);
    await expect.poll(async () => (await get('/', from('203.0.113.2'))).headers['x-nextjs-cache']).toBe('HIT');
  });
  test.afterAll(() => {
    site?.child.kill('SIGTERM');
  });

  test('past its budget a visitor gets the brand’s own page in the page’s language with Retry-After; a prefetch an empty 204', async () => {
    const address = '198.51.100.10';
    let refused: Awaited<ReturnType<typeof get>> | undefined;
    for (let i = 0; i < 6 && !refused; i++) {
      const answer = await get(`/made-up-${random()}`, from(address));
      if (answer.status === 429) refused = answer;
    }
    expect(refused).toBeTruthy();
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused!.headers['cache-control']).toBe('no-store');
    expect(refused!.headers['content-type']).toMatch(/^text\/html/);
    expect(refused!.body).toContain('data-brand="cq-empresariamento"');
    expect(refused!.body).toContain('Muitas páginas novas em pouco tempo');
    expect(refused!.body).not.toContain('Too many new pages from your address');
    const english = await get(`/en/made-up-${random()}`, from(address));
    expect(english.status).toBe(429);
    expect(english.body).toContain('data-brand="cq-empresariamento"');
    expect(english.body).toContain('Too many new pages in a short time');
    // The router's prefetch of a link: nothing to show, nothing for the console to report.
    const prefetch = await get('/contato', from(address, { rsc: '1', 'next-router-prefetch': '1' }));
    expect(prefetch.status).toBe(204);
    expect(prefetch.body).toBe('');
    expect(Number(prefetch.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('a crowd behind one address browses with no refusal, while a script from it is paced', async () => {
    const address = '198.51.100.20';
    const statuses: number[] = [];
    // Twelve visitors arrive (the home, from the cache) and each opens two pages the site renders.
    const cookies: string[] = [];
    for (let v = 0; v < 12; v++) {
      const home = await get('/', from(address));
      statuses.push(home.status);
      const cookie = tokenOf(home.headers);
      expect(cookie, `visitor ${v} is given a token`).toBeTruthy();
      cookies.push(cookie!);
    }
    for (let round = 0; round < 2; round++)
      for (const cookie of cookies)
        statuses.push((await get(`/made-up-${random()}`, from(address, { cookie }))).status);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    // The same address without a token (a script that keeps no cookie) is one visitor: three, then 429.
    const script: number[] = [];
    for (let i = 0; i < 6; i++) script.push((await get(`/made-up-${random()}`, from(address))).status);
    expect(script.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(script.slice(3)).toEqual([429, 429, 429]);
    // A script that keeps its cookie is one visitor too: its third render, then 429.
    const kept = cookies[0]!;
    expect((await get(`/made-up-${random()}`, from(address, { cookie: kept }))).status).toBe(404);
    expect((await get(`/made-up-${random()}`, from(address, { cookie: kept }))).status).toBe(429);
    // A forged token is no token.
    const forged = kept.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await get(`/made-up-${random()}`, from(address, { cookie: forged }))).status).toBe(429);
  });

  test('the optimizer counts an IPv6 visitor by its /64: new addresses in it are no new budget', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 8; i++) {
      const source = encodeURIComponent(`${SANDBOX_URL}/storage/made-up-${random()}.jpg`);
      statuses.push(
        (await get(`/_next/image?url=${source}&w=640&q=75`, from(`2001:db8:7:7::${i.toString(16)}`))).status,
      );
    }
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    const other = encodeURIComponent(`${SANDBOX_URL}/storage/made-up-${random()}.jpg`);
    expect((await get(`/_next/image?url=${other}&w=640&q=75`, from('2001:db8:7:8::1'))).status).not.toBe(429);
  });
});

/** Files (and their bytes) in the build folder's cache and server output, where Next keeps what it renders. */
function cacheFootprint(distDir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const full = path.join(dir, name);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else {
        files += 1;
        bytes += stat.size;
      }
    }
  };
  for (const folder of ['cache', 'server']) walk(path.join(distDir, folder));
  return { files, bytes };
}

test('the image optimizer reads the site’s own static pictures only, never a route of the site', async ({
  request,
}) => {
  const optimized = (url: string) =>
    request.get(`${main}/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`, { failOnStatusCode: false });
  // A comp card through the optimizer would be generated under the site's name at the gateway.
  for (const url of ['/comp-cards/pt/1.pdf', '/comp-cards/pt/shortlist.pdf?ids=1,2', '/sitemap.xml', '/api/graphql']) {
    const answer = await optimized(url);
    expect(answer.status(), url).toBe(400);
  }
  const picture = await optimized('/selector/fallback.jpg');
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\//);
});

test('paths with malformed percent-encoding are a 400 with a clear message, not a server error', async ({
  request,
}) => {
  for (const pathname of ['/%zz', '/blog/%E0%A4%A', '/cq-music%', '/en/%zz/x', '/_next/%zz', '/api/graphql/%zz']) {
    const response = await request.get(`${main}${pathname}`, { maxRedirects: 0, failOnStatusCode: false });
    expect(response.status(), pathname).toBe(400);
    expect(await response.text(), pathname).toContain('malformed percent-encoding');
  }
  // Targets that are no single-slash path (//[ once threw inside the listener): 400, and it stays up.
  for (const target of ['//[', '//evil.example/x', 'http://evil.example/']) {
    const response = await rawGet(SITE_PORT_BASE, target, { host: new URL(main).host });
    expect(response.status, target).toBe(400);
  }
  expect((await request.get(`${main}/blog`)).status()).toBe(200);
  // The same characters in the query are only text to search for.
  expect((await request.get(`${main}/blog?q=%25zz`)).status()).toBe(200);
  expect((await request.get(`${main}/blog?q=%zz`)).status()).toBe(200);
});

test('made-up post slugs, each asked for again and again, are never kept in the data cache', async ({ request }) => {
  test.setTimeout(120_000);
  // The site keeps gateway fetches in memory (lib/cache/memory-cache-handler.mjs: no fetch-cache
  // files to count), so what is kept shows in the gateway's count of the site's PostDetail reads:
  // a kept answer would serve the repeats with no read. The gateway answers a GET read that names
  // nothing 404, which Next's data cache never keeps, and a failed read's retry has one constant key.
  const reads = async () => {
    const text = await (await fetch(`${GATEWAY_URL}/metrics`)).text();
    const line = text
      .split('\n')
      .find((l) => l.startsWith('gateway_operation_seconds_count{') && l.includes('operation="PostDetail"'));
    return line ? Number(line.split(' ').pop()) : 0;
  };
  await request.get(`${main}/blog`); // the brand's shell and list, stored once
  const slugs = Array.from({ length: 15 }, () => `made-up-${random()}`);
  const round = async () => {
    const before = await reads();
    for (const slug of slugs) {
      const response = await request.get(`${main}/blog/${slug}`, { maxRedirects: 0, failOnStatusCode: false });
      expect(response.status(), slug).toBe(404);
    }
    return (await reads()) - before;
  };
  const first = await round();
  expect(first).toBeGreaterThanOrEqual(slugs.length);
  // Asked again: each reaches the gateway again, as many reads as the first time (nothing was kept).
  expect([await round(), await round()]).toEqual([first, first]);
});

test('200 made-up URLs and Host headers are 404s or redirects that write nothing', async ({ request }) => {
  test.setTimeout(180_000);
  // A real profile, so a stale-slug redirect is among the attacks.
  const sitemap = await (await request.get(`${main}/sitemap.xml`)).text();
  const profile = locations(sitemap)
    .map((url) => new URL(url).pathname)
    .find((pathname) => /^\/\d+\/[^/]+$/.test(pathname))!;
  expect(profile).toBeTruthy();
  await request.get(`${main}${profile}`);

  const before = cacheFootprint(DIST_DIR);
  const paths = [
    ...Array.from({ length: 50 }, () => `/${900000 + Math.floor(Math.random() * 99999)}/${random()}`),
    ...Array.from({ length: 50 }, () => `/${random()}/${random()}/${random()}`),
    ...Array.from({ length: 40 }, () => `/blog/${random()}`),
    ...Array.from({ length: 40 }, () => `/eventos/${Math.floor(Math.random() * 1e6)}/${random()}`),
    ...Array.from({ length: 10 }, () => `${profile.replace(/\/[^/]+$/, '')}/${random()}`),
    // Paths with a dot skip the proxy's rewrite and reach the routes as they are.
    ...Array.from({ length: 5 }, () => `/${random()}.${random()}/${random()}/${random()}`),
    ...Array.from({ length: 5 }, () => `/_next/static/chunks/${random()}.js`),
  ];
  for (const pathname of paths) {
    const response = await request.get(`${main}${pathname}`, { maxRedirects: 0, failOnStatusCode: false });
    expect([404, 307, 308], pathname).toContain(response.status());
    if (response.status() === 404) expect(response.headers()['cache-control'], pathname).toBe('no-store');
  }
  // Distinct Host headers are sent to the main site, not rendered as new copies of a page.
  for (let i = 0; i < 20; i++) {
    const page = await rawGet(SITE_PORT_BASE, profile, { host: `h${i}-${random()}.example` });
    expect(page.status).toBe(301);
  }
  const after = cacheFootprint(DIST_DIR);
  expect(after.files).toBe(before.files);
  expect(after.bytes).toBe(before.bytes);
});
