import assert from 'node:assert/strict';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import {
  CADDYFILE,
  brandTable,
  caddyVersion,
  localApiHost,
  localBrandHost,
  safeProtocols,
  startFront,
} from '../lib/front.mjs';

/*
 * The front (deploy/Caddyfile) in Debian's caddy, in front of two stand-in site instances and two
 * stand-in gateways that echo what reached them: TLS, HTTP/2 only on a Caddy that withstands its
 * floods, the Host kept, the visitor's address written by the front (a forged X-Forwarded-For
 * replaced), zstd, caching left to the site (a missing chunk never stored), JSON access logs,
 * unknown hosts refused over TLS and passed to the sites' redirect on plain HTTP, robots.txt left to the
 * sites, and a stopped instance failed over with no error.
 */
const installed = caddyVersion();
const protocols = safeProtocols(installed);
let accessLog = '';
const brands = brandTable();
const children = [];
const servers = [];
let ports;
let dataDir;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function echoServer(name, port) {
  const server = http.createServer((req, res) => {
    if (req.url === '/healthz' || req.url === '/readyz') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end('ok');
    }
    if (req.url.startsWith('/_next/static/missing')) {
      // As Next answers a chunk this instance lacks (another release's).
      res.writeHead(404, {
        'content-type': 'text/plain',
        'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      });
      return res.end('not found');
    }
    if (req.url.startsWith('/_next/static/')) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=31536000, immutable' });
      return res.end('0');
    }
    const body = JSON.stringify({ name, url: req.url, headers: req.headers, padding: 'x'.repeat(4000) });
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=0' });
    res.end(body);
  });
  servers.push(server);
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function waitForPort(port, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => (socket.destroy(), resolve(false)));
    });
    if (open) return;
    if (Date.now() > end) throw new Error(`port ${port} did not open`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * One request through the front for `host` (SNI and Host), in the protocol the front speaks here:
 * { headers (with ':status'), body, alpn }. `servername` sends another SNI, as a client that
 * opened the connection for one name and asks for another.
 */
function get(host, pathname, headers = {}, { servername = host.split(':')[0] } = {}) {
  if (protocols.includes('h2')) return h2Get(host, pathname, headers, { servername });
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port: ports.https,
        path: pathname,
        servername,
        rejectUnauthorized: false,
        ALPNProtocols: ['h2', 'http/1.1'],
        headers: { host, ...headers },
        agent: false,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            headers: { ...response.headers, ':status': response.statusCode },
            body: Buffer.concat(chunks),
            alpn: response.socket.alpnProtocol,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** One HTTP/2 request through the front for `host` (:authority; SNI `servername`), body decoded as text. */
function h2Get(host, pathname, headers = {}, { servername = host.split(':')[0] } = {}) {
  return new Promise((resolve, reject) => {
    const session = http2.connect(`https://127.0.0.1:${ports.https}`, {
      servername,
      rejectUnauthorized: false,
    });
    session.once('error', reject);
    const request = session.request({ ':path': pathname, ':authority': host, ...headers });
    const chunks = [];
    let responseHeaders;
    request.on('response', (h) => (responseHeaders = h));
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      session.close();
      resolve({ headers: responseHeaders, body: Buffer.concat(chunks), alpn: session.alpnProtocol });
    });
    request.on('error', (error) => (session.close(), reject(error)));
    request.end();
  });
}

before(async () => {
  ports = {
    https: await freePort(),
    http: await freePort(),
    gateway: await freePort(),
    metrics: await freePort(),
    sites: [await freePort(), await freePort()],
    gateways: [await freePort(), await freePort()],
  };
  await Promise.all(ports.sites.map((port, i) => echoServer(`site-${i}`, port)));
  await Promise.all(ports.gateways.map((port, i) => echoServer(`gateway-${i}`, port)));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'front-test-'));
  const front = startFront({
    brands,
    httpsPort: ports.https,
    httpPort: ports.http,
    siteUpstreams: ports.sites.map((p) => `127.0.0.1:${p}`),
    gatewayUpstreams: ports.gateways.map((p) => `127.0.0.1:${p}`),
    gatewayPort: ports.gateway,
    metricsPort: ports.metrics,
    dataDir,
  });
  children.push(front);
  let log = '';
  front.stderr.on('data', (chunk) => (log += chunk));
  front.stdout.on('data', (chunk) => (accessLog += chunk));
  front.once('exit', (code) => {
    if (code) console.error(log);
  });
  await Promise.all([waitForPort(ports.https), waitForPort(ports.gateway)]);
  // The port opens before the local CA has issued every certificate: wait for a handshake.
  const host = localBrandHost(brands.at(-1), ports.https);
  for (let attempt = 0; ; attempt += 1) {
    try {
      await get(host, '/healthz');
      break;
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
});

after(async () => {
  for (const child of children) child.kill('SIGTERM');
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await new Promise((r) => setTimeout(r, 300));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the Caddyfile answers for every brand domain of the brand table, with and without www', () => {
  const text = fs.readFileSync(CADDYFILE, 'utf8');
  const defaults = /\{\$FRONT_HOSTS:([^}]*)\}/.exec(text)?.[1];
  assert.ok(defaults, 'FRONT_HOSTS has a default');
  const hosts = defaults.split(',').map((h) => h.trim());
  const expected = brands.flatMap((b) => b.domains.flatMap((d) => [d, `www.${d}`]));
  assert.deepEqual([...hosts].sort(), [...expected].sort());
});

test('speaks HTTP/2 only on a Caddy that withstands rapid resets and CONTINUATION floods', async () => {
  assert.equal(safeProtocols([2, 6, 2]), 'h1');
  assert.equal(safeProtocols([2, 9, 1]), 'h1');
  assert.equal(safeProtocols([2, 10, 0]), 'h1 h2 h3');
  assert.equal(safeProtocols([3, 0, 0]), 'h1 h2 h3');
  assert.equal(safeProtocols(null), 'h1');
  const host = localBrandHost(brands[0], ports.https);
  const response = await get(host, '/');
  // The front started here: its version decides, and a vulnerable one never offers h2.
  assert.equal(response.alpn, protocols.includes('h2') ? 'h2' : 'http/1.1', `caddy ${installed?.join('.')}`);
  if (!protocols.includes('h2')) await assert.rejects(h2Get(host, '/'), 'an HTTP/2 client is refused');
});

test('serves each brand host over TLS, keeping the Host and writing the visitor address', async () => {
  for (const brand of brands) {
    const host = localBrandHost(brand, ports.https);
    const response = await get(host, '/some/page?x=1', { 'x-forwarded-for': '6.6.6.6' });
    assert.equal(response.headers[':status'], 200);
    const echoed = JSON.parse(response.body.toString('utf8'));
    assert.equal(echoed.headers.host, host, 'the Host goes through as sent');
    // The front compresses: it asks the site for plain bytes.
    assert.equal(echoed.headers['accept-encoding'], 'identity');
    assert.equal(echoed.url, '/some/page?x=1');
    // The forged entry is gone: the one entry is the address the front saw.
    assert.equal(echoed.headers['x-forwarded-for'], '127.0.0.1');
  }
});

test('compresses with zstd when offered, else gzip', async () => {
  const host = localBrandHost(brands[0], ports.https);
  const zstd = await get(host, '/a', { 'accept-encoding': 'zstd, gzip' });
  assert.equal(zstd.headers['content-encoding'], 'zstd');
  const gzip = await get(host, '/a', { 'accept-encoding': 'gzip' });
  assert.equal(gzip.headers['content-encoding'], 'gzip');
  assert.ok(gzip.body.length < 1000, `gzip body ${gzip.body.length} bytes`);
});

test('leaves caching to the site: a chunk it lacks is never made cacheable', async () => {
  const host = localBrandHost(brands[1], ports.https);
  const asset = await get(host, '/_next/static/chunks/app-0123abcd.js');
  assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
  const missing = await get(host, '/_next/static/missing-chunk-of-another-release.js');
  assert.equal(missing.headers[':status'], 404);
  assert.doesNotMatch(missing.headers['cache-control'], /immutable|max-age=[1-9]/);
  const page = await get(host, '/atrizes');
  assert.equal(page.headers['cache-control'], 'public, max-age=0');
});

test('writes one JSON access log line per request', async () => {
  const host = localBrandHost(brands[0], ports.https);
  await get(host, '/access-log-probe?x=1');
  await new Promise((r) => setTimeout(r, 300));
  const entry = accessLog
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .find((line) => line.request?.uri === '/access-log-probe?x=1');
  assert.ok(entry, 'the request is logged');
  assert.equal(entry.status, 200);
  assert.equal(entry.request.host, host);
});

test('logs no request header: neither the revalidate secret, nor an app key, nor a cookie', async () => {
  const secret = `revalidate-${Math.random().toString(36).slice(2)}`;
  const appKey = `app-key-${Math.random().toString(36).slice(2)}`;
  const host = localBrandHost(brands[0], ports.https);
  const api = localApiHost(brands, ports.https);
  await get(host, '/hooks/revalidate', { 'x-revalidate-secret': secret, 'x-agency-app-key': appKey });
  await get(api, '/graphql?query=%7B__typename%7D', { 'x-agency-app-key': appKey, 'x-revalidate-secret': secret });
  await get(host, '/secret-probe', { cookie: `visitor=${secret}`, 'x-agency-app-key': appKey });
  await new Promise((r) => setTimeout(r, 300));
  const lines = accessLog.split('\n').filter(Boolean);
  for (const uri of ['/hooks/revalidate', '/graphql?query=%7B__typename%7D', '/secret-probe'])
    assert.ok(
      lines.some((line) => JSON.parse(line).request?.uri === uri),
      `${uri} is logged`,
    );
  assert.ok(!accessLog.includes(secret), 'the secret is not in the log');
  assert.ok(!accessLog.includes(appKey), 'the app key is not in the log');
});

test("serves the gateway's API host for other apps: GraphQL and GraphiQL only, the caller's address written", async () => {
  const api = localApiHost(brands, ports.https);
  const graphql = await get(api, '/graphql?query=%7B__typename%7D', { 'x-forwarded-for': '6.6.6.6' });
  assert.equal(graphql.headers[':status'], 200);
  const echoed = JSON.parse(graphql.body.toString('utf8'));
  assert.match(echoed.name, /^gateway-/, 'a gateway answered');
  assert.equal(echoed.headers['x-forwarded-for'], '127.0.0.1');
  assert.equal((await get(api, '/graphql/sdl')).headers[':status'], 200);
  for (const privatePath of ['/metrics', '/hooks/revalidate', '/readyz', '/']) {
    assert.equal((await get(api, privatePath)).headers[':status'], 404, `${privatePath} is not public`);
  }
});

test('serves its metrics on the private listener, for Prometheus', async () => {
  const host = localBrandHost(brands[0], ports.https);
  await get(host, '/counted');
  const response = await fetch(`http://127.0.0.1:${ports.metrics}/metrics`);
  assert.equal(response.status, 200);
  const text = await response.text();
  assert.match(text, /^caddy_http_requests_total\{[^}]*server="srv\d+"/m);
});

test('passes /robots.txt on each brand host to the sites with its Host (what they answer: e2e/front-failover.spec.ts)', async () => {
  for (const brand of brands) {
    const host = localBrandHost(brand, ports.https);
    const response = await get(host, '/robots.txt');
    assert.equal(response.headers[':status'], 200, host);
    const echoed = JSON.parse(response.body.toString('utf8'));
    assert.match(echoed.name, /^site-/, 'a site instance answered, not the front');
    assert.equal(echoed.headers.host, host);
    assert.equal(echoed.url, '/robots.txt');
  }
});

/** One plain-HTTP request to the front's HTTP port with exactly the Host header `host`. */
function plainGet(host, pathname) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: ports.http, path: pathname, headers: { host }, agent: false },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

test("on plain HTTP, sends a brand's host to HTTPS and passes any other name to the sites (which send it to the main site)", async () => {
  const brandHost = localBrandHost(brands[0], ports.https);
  const brand = await plainGet(brandHost.split(':')[0], '/atrizes?x=1');
  assert.equal(brand.status, 308);
  assert.match(brand.headers.location, /^https:\/\/[^/]+\/atrizes\?x=1$/);
  for (const host of ['evil.example', `old-domain.example:${ports.http}`, '127.0.0.1']) {
    const other = await plainGet(host, '/en/contato?utm_source=x');
    assert.equal(other.status, 200, host);
    const echoed = JSON.parse(other.body);
    assert.match(echoed.name, /^site-/, host);
    assert.equal(echoed.headers.host, host);
    assert.equal(echoed.url, '/en/contato?utm_source=x');
  }
});

test('refuses a host that is not a brand', async () => {
  await assert.rejects(get(`evil.example:${ports.https}`, '/'));
});

test("answers 421, not an empty 200, for a Host that is not the connection's brand, and passes none of them on", async () => {
  const brandHost = localBrandHost(brands[0], ports.https);
  const servername = brandHost.split(':')[0];
  for (const host of [
    'evil.example',
    `evil.example:${ports.https}`,
    'localhost:8201',
    localBrandHost(brands[1], ports.https),
  ]) {
    const response = await get(host, '/', {}, { servername });
    assert.equal(response.headers[':status'], 421, host);
    assert.doesNotMatch(response.body.toString('utf8'), /"name":"site-/, host);
  }
  // A brand's name on another port is passed on with its port: the site refuses it (421) or reads it
  // by name, never by the port (site/e2e/front-failover.spec.ts).
  const ported = await get(`${servername}:8201`, '/', {}, { servername });
  assert.equal(JSON.parse(ported.body.toString('utf8')).headers.host, `${servername}:8201`);
});

test('balances the gateways on the private listener', async () => {
  const names = new Set();
  for (let i = 0; i < 6; i += 1) {
    const response = await fetch(`http://127.0.0.1:${ports.gateway}/graphql?i=${i}`);
    assert.equal(response.status, 200);
    names.add((await response.json()).name);
  }
  assert.deepEqual([...names].sort(), ['gateway-0', 'gateway-1']);
});

test("sends the panels' revalidate hook on a brand host to the gateways, never to the sites", async () => {
  const host = localBrandHost(brands[0], ports.https);
  const names = new Set();
  for (let i = 0; i < 4; i += 1) {
    const response = await get(host, '/hooks/revalidate');
    assert.equal(response.headers[':status'], 200);
    names.add(JSON.parse(response.body.toString()).name);
  }
  assert.deepEqual([...names].sort(), ['gateway-0', 'gateway-1']);
  const page = await get(host, '/hooks/revalidate-not');
  assert.match(JSON.parse(page.body.toString()).name, /^site-/);
});

test('a stopped site instance or gateway is failed over: every request still answers 200', async () => {
  const host = localBrandHost(brands[2], ports.https);
  await new Promise((resolve) => {
    servers[0].closeAllConnections();
    servers[0].close(resolve);
  });
  await new Promise((resolve) => {
    servers[2].closeAllConnections();
    servers[2].close(resolve);
  });
  for (let i = 0; i < 8; i += 1) {
    const page = await get(host, `/p${i}`);
    assert.equal(page.headers[':status'], 200);
    assert.equal(JSON.parse(page.body.toString('utf8')).name, 'site-1');
    const api = await fetch(`http://127.0.0.1:${ports.gateway}/graphql?i=${i}`);
    assert.equal(api.status, 200);
    assert.equal((await api.json()).name, 'gateway-1');
  }
});
