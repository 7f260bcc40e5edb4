// The replicas row: the native production shape (the front as deploy/Caddyfile, the
// gateways on one PostgreSQL and one Redis, the sites sharing their pages through Redis) started
// with one replica of the site and of the gateway, then with three, one after the other in the
// same run; each time, through the front over TLS, a persisted read (the site's talent list by
// documentId, GET, on the API host) and a cached page (the main brand's journalists) under load.
// The ratio of three to one is what more replicas give on this machine: every replica shares its
// cores, so it measures the cost of the shape (balancing, shared stores), not capacity.
//
//   import { replicasFigures } from './bench/replicas.mjs';
//   const rows = await replicasFigures({ seconds: 10, operation, progress });
//
// Each row is { figure, value, target, met }.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brandTable, localApiHost, localBrandHost, requestThroughFront } from '../scripts/lib/front.mjs';
import { productionPorts, startProduction } from '../scripts/lib/production.mjs';
import { loadRun } from './lib/load.mjs';
import { resultsDir } from './lib/paths.mjs';
import { persistedPath } from './persisted.mjs';

/** The shape's ports, clear of the bench's other ones (35xx) and the stack's (3000s, 4000s, 8443). */
const PORTS_ENV = {
  SANDBOX_PORT: '3660',
  GATEWAY_PORT: '3630',
  SITE_PORT_BASE: '3700',
  FRONT_HTTPS_PORT: '3643',
  FRONT_HTTP_PORT: '3680',
};

/** One load generator from one address: the limits that would answer it 429 are the abuse rows' to prove. */
const LIMITS_OFF = {
  QUERY_RATE_LIMIT_PER_MINUTE: '100000000',
  // Off (0): the budget also caps one address's pages in flight, which 50 connections exceed.
  SITE_RENDERS_PER_MINUTE: '0',
  LOG_LEVEL: 'warn',
  // Nothing drawn in the background while the load runs: the rows ask for no photo.
  SANDBOX_PREDRAW: '',
};

/** The page measured: a talent list of the main brand, cached and shared by every site replica. */
const PAGE_PATH = '/jornalistas';

const CHILD_STOP_MS = 15_000;

async function stopChildren(children) {
  const all = Object.values(children);
  for (const child of all) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const end = Date.now() + CHILD_STOP_MS;
  while (Date.now() < end && all.some((c) => c.exitCode === null && c.signalCode === null)) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  for (const child of all) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Asks `pathAndQuery` of `host` through the front until it answers 200; returns the answer. */
async function until200(port, host, pathAndQuery, headers = {}) {
  const end = Date.now() + 120_000;
  let last = '';
  while (Date.now() < end) {
    const response = await requestThroughFront({ port, host, path: pathAndQuery, headers }).catch((error) => ({
      status: 0,
      body: String(error),
    }));
    if (response.status === 200) return response;
    last = `${response.status} ${response.body.slice(0, 200)}`;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`https://${host}${pathAndQuery} did not answer 200 through the front: ${last}`);
}

/** Load through the front: autocannon to 127.0.0.1 with the host's name as SNI and Host. */
function loadThroughFront(port, host, request, seconds) {
  return loadRun({
    url: `https://127.0.0.1:${port}`,
    servername: host.split(':')[0],
    requests: [{ ...request, headers: { ...request.headers, host } }],
    seconds,
  });
}

async function measureShape(replicas, { seconds, operation, progress }) {
  const env = { ...process.env, ...PORTS_ENV, ...LIMITS_OFF };
  const ports = productionPorts(env, replicas);
  const dataDir = path.join(resultsDir, `replicas-${replicas}`);
  fs.rmSync(path.join(dataDir, 'front'), { recursive: true, force: true });
  progress(`replicas: starting the production shape with ${replicas} of each`);
  const shape = await startProduction({
    env: { ...env, SANDBOX_DATA_DIR: path.join(resultsDir, 'sandbox-data', 'replicas') },
    ports,
    siteSecret: randomBytes(32).toString('hex'),
    dataDir,
  });
  try {
    const brands = brandTable();
    const api = localApiHost(brands, ports.https);
    const page = localBrandHost(brands[0], ports.https);
    const read = { method: 'GET', path: persistedPath(operation), headers: { accept: 'application/json' } };
    const answer = await until200(ports.https, api, read.path, read.headers);
    if (JSON.parse(answer.body).errors)
      throw new Error(`the persisted read answered errors: ${answer.body.slice(0, 300)}`);
    await until200(ports.https, page, PAGE_PATH, { accept: 'text/html' });
    const html = { method: 'GET', path: PAGE_PATH, headers: { accept: 'text/html' } };
    // Unmeasured warm-up: every replica's pools, JIT and caches.
    await loadThroughFront(ports.https, api, read, Math.min(3, seconds));
    await loadThroughFront(ports.https, page, html, Math.min(3, seconds));
    progress(`replicas ${replicas}: persisted read and ${PAGE_PATH}, ${seconds} s each`);
    return {
      read: await loadThroughFront(ports.https, api, read, seconds),
      page: await loadThroughFront(ports.https, page, html, seconds),
    };
  } finally {
    await stopChildren(shape.children);
  }
}

const runValue = (run) => `${Math.round(run.rps)} req/s (p99 ${run.p99} ms)${run.ok ? '' : ' ERRORS'}`;

/** `operation` ({ documentId, variables }): the persisted read. Rows for the table. */
export async function replicasFigures({ seconds, operation, progress = () => {} }) {
  const one = await measureShape(1, { seconds, operation, progress });
  const three = await measureShape(3, { seconds, operation, progress });
  const ratio = (a, b) => `${(a.rps / b.rps).toFixed(2)}x${a.ok && b.ok ? '' : ' (ERRORS)'}`;
  return [
    { figure: 'persisted read through the front, 1 replica', value: runValue(one.read), target: '-', met: null },
    { figure: 'persisted read through the front, 3 replicas', value: runValue(three.read), target: '-', met: null },
    { figure: 'persisted read: 3 replicas / 1 (req/s)', value: ratio(three.read, one.read), target: '-', met: null },
    { figure: `page ${PAGE_PATH} through the front, 1 replica`, value: runValue(one.page), target: '-', met: null },
    { figure: `page ${PAGE_PATH} through the front, 3 replicas`, value: runValue(three.page), target: '-', met: null },
    { figure: `page: 3 replicas / 1 (req/s)`, value: ratio(three.page, one.page), target: '-', met: null },
  ];
}
