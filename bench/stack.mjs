// The three services as the bench runs them: on its own ports (never the
// defaults other people use), its own build folder and one sandbox data dir
// per scale. Spawned directly (not through scripts/stack.mjs) so the bench
// knows the gateway's own pid (memory) and can restart it (cold store); the
// gateway runs compiled, as the release runs it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { root, resultsDir } from './lib/paths.mjs';
import { portIsOpen, runToEnd, startProcess, stopProcess, waitForHttp } from './lib/processes.mjs';

/** The bench's own ports; BENCH_SITE_PORT_BASE, BENCH_SANDBOX_PORT (its CDN on +1), BENCH_GATEWAY_PORT,
 * BENCH_FRONT_PORT and BENCH_FLOOR_PORT move them (several benches on one machine). */
export const PORTS = {
  siteBase: Number(process.env.BENCH_SITE_PORT_BASE ?? 3500),
  sandbox: Number(process.env.BENCH_SANDBOX_PORT ?? 3510),
  gateway: Number(process.env.BENCH_GATEWAY_PORT ?? 3520),
  front: Number(process.env.BENCH_FRONT_PORT ?? 3530),
  /** The framework-floor page (bench/framework-floor.mjs). */
  floor: Number(process.env.BENCH_FLOOR_PORT ?? 3539),
};
export const DIST_DIR = '.next-bench';
export const REVALIDATE_SECRET = 'bench-revalidate-secret';
/** Shared by the bench's site and gateway, as in production: the site's own rendering is not rate limited. */
export const SITE_GATEWAY_SECRET = 'bench-site-gateway-secret';

/** Where every process the bench starts writes its log. */
export const logs = path.join(resultsDir, 'logs');
const sandboxUrl = `http://localhost:${PORTS.sandbox}`;
/**
 * The environment of every production process the bench starts: its back-ends are the sandbox
 * demo (SANDBOX_URL), which a production start otherwise refuses in favour of named settings.
 */
export const baseEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production',
  SANDBOX_URL: sandboxUrl,
};
/**
 * Node's flags as docker-compose.yml runs the site and the gateway (NODE_OPTIONS of their 1g
 * containers: nodeOptionsFor in schema/src/config-variables.ts; bench/__tests__ keeps the two equal).
 */
export const NODE_OPTIONS = '--max-old-space-size=768 --max-semi-space-size=16';
/** Node's flags of the bench's site and gateway processes: compose's, then any of the caller's environment (e.g. --import). */
const nodeOptions = (env) => [NODE_OPTIONS, env.NODE_OPTIONS ?? ''].join(' ').trim();
// Media is on loopback here; in production it is on the panels' public hosts.
const mediaEnv = {
  MEDIA_HOSTS: `${sandboxUrl},http://127.0.0.1:${PORTS.sandbox},http://localhost:${PORTS.sandbox + 1}`,
  ALLOW_LOCAL_MEDIA: '1',
};

export const urls = {
  sandbox: sandboxUrl,
  gateway: `http://localhost:${PORTS.gateway}/graphql`,
  gatewayRoot: `http://localhost:${PORTS.gateway}`,
  site: (offset) => `http://localhost:${PORTS.siteBase + offset}`,
};

/** Where a bench build notes the sources it was built from. */
const SOURCE_STAMP = path.join(root, 'site', DIST_DIR, 'bench-source-stamp');

/**
 * The sources a site build depends on (the site and the shared schema package), as one hash: their
 * committed trees and any uncommitted change to them. A build from other sources is rebuilt, so a
 * bench never measures the code of an earlier commit.
 */
function sourceStamp() {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return createHash('sha256')
    .update(git('rev-parse', 'HEAD:site', 'HEAD:schema'))
    .update(git('status', '--porcelain', '--', 'site', 'schema'))
    .update(git('diff', 'HEAD', '--', 'site', 'schema'))
    .digest('hex');
}

/** A build of the current sources is in the bench's build folder. */
export function siteBuilt() {
  if (!fs.existsSync(path.join(root, 'site', DIST_DIR, 'BUILD_ID'))) return false;
  return fs.existsSync(SOURCE_STAMP) && fs.readFileSync(SOURCE_STAMP, 'utf8') === sourceStamp();
}

/** `next build` into .next-bench (the site needs no gateway to build). */
export async function buildSite() {
  await runToEnd('site build', process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    cwd: path.join(root, 'site'),
    env: { ...baseEnv, NEXT_DIST_DIR: DIST_DIR, ...mediaEnv },
    logFile: path.join(logs, 'site-build.log'),
  });
  fs.writeFileSync(SOURCE_STAMP, sourceStamp());
}

export async function startSandbox(scale) {
  const dataDir = path.join(resultsDir, 'sandbox-data', `scale-${scale}`);
  const proc = startProcess(`sandbox x${scale}`, process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'sandbox'),
    env: {
      ...baseEnv,
      SANDBOX_PORT: String(PORTS.sandbox),
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_SCALE: String(scale),
    },
    logFile: path.join(logs, `sandbox-x${scale}.log`),
  });
  await waitForHttp(`${sandboxUrl}/__admin/stats`, proc, { ok: (s) => s === 200, timeoutMs: 300_000 });
  return proc;
}

/** Where the bench's gateway bundle is laid out as the release lays it out (scripts/release.mjs). */
const gatewayRelease = path.join(resultsDir, 'gateway-release');
let gatewayBundle;

/**
 * The gateway compiled as the release compiles it (bundlePackage of scripts/release.mjs), in a
 * folder laid out as the release is: its dependencies, the SDL, the site's documents and the REST
 * contract where the bundle reads them (links to the checkout's). Once per bench process.
 */
export function gatewayEntry() {
  gatewayBundle ??= (async () => {
    const { bundlePackage, releaseId } = await import('../scripts/release.mjs');
    fs.rmSync(gatewayRelease, { recursive: true, force: true });
    await bundlePackage('gateway', releaseId(), { outdir: path.join(gatewayRelease, 'gateway/dist') });
    const link = (to, from) => {
      fs.mkdirSync(path.dirname(path.join(gatewayRelease, to)), { recursive: true });
      fs.symlinkSync(path.join(root, from), path.join(gatewayRelease, to));
    };
    link('gateway/node_modules', 'gateway/node_modules');
    link('schema/graphql', 'schema/graphql');
    link('site/lib/gql/persisted-documents.json', 'site/lib/gql/persisted-documents.json');
    link('gateway/agency-api.openapi.yaml', 'schema/agency-api.openapi.yaml');
    return path.join(gatewayRelease, 'gateway/dist/main.mjs');
  })();
  return gatewayBundle;
}

/**
 * The gateway as the release runs it (gatewayEntry: compiled, no TypeScript at run time), in-memory
 * store; its pid is the node process itself (for VmRSS). `cold: true` turns its start-up store
 * warm-up off (STORE_WARMUP=0) so every first read is a miss; `port` runs a second instance beside
 * the first (e.g. in Redis mode); `nodeArgs` go before the entry (e.g. `--cpu-prof`).
 */
export async function startGateway(label, { cold = false, env = {}, port = PORTS.gateway, nodeArgs = [] } = {}) {
  const entry = await gatewayEntry();
  const proc = startProcess(`gateway ${label}`, process.execPath, [...nodeArgs, entry], {
    cwd: path.join(root, 'gateway'),
    env: {
      ...baseEnv,
      GATEWAY_PORT: String(port),
      GATEWAY_HOST: '127.0.0.1',
      SANDBOX_PORT: String(PORTS.sandbox),
      SITE_PORT_BASE: String(PORTS.siteBase),
      REVALIDATE_SECRET,
      SITE_GATEWAY_SECRET,
      // The load generator is one address: the per-visitor query limit (proven in the abuse tests)
      // would measure itself here.
      QUERY_RATE_LIMIT_PER_MINUTE: '100000000',
      // The cold run calls the revalidate hook before every query: its per-minute budget (proven in
      // the hook's tests) would refuse the run after its first 120 calls.
      REVALIDATE_RATE_LIMIT_PER_MINUTE: '0',
      OUTBOX_PATH: path.join(resultsDir, 'gateway-outbox.sqlite'),
      REDIS_URL: '',
      // The query mix goes as document texts (the same documents the site runs by id, read from its
      // manifest): development mode runs them for anyone. bench/persisted.mjs measures the
      // production path (GATEWAY_ENV=production, documents by id over GET).
      GATEWAY_ENV: 'development',
      ...(cold ? { STORE_WARMUP: '0' } : {}),
      ...env,
      NODE_OPTIONS: nodeOptions(env),
    },
    logFile: path.join(logs, `gateway-${label}.log`),
  });
  await waitForHttp(`http://localhost:${port}/readyz`, proc, { ok: (s) => s === 200 });
  return proc;
}

/** One production Next server on the five brand ports (site/scripts/serve-brands.mjs); `env` adds to its environment. */
export async function startSite(label, env = {}) {
  const proc = startProcess(`site ${label}`, process.execPath, ['scripts/serve-brands.mjs'], {
    cwd: path.join(root, 'site'),
    env: {
      ...baseEnv,
      // The load generator is one address: the render budget (proven in site/e2e/abuse.spec.ts) would
      // measure itself here. The render-flood row starts its site with the budget on (`env` wins).
      SITE_RENDERS_PER_MINUTE: '0',
      ...env,
      NODE_OPTIONS: nodeOptions(env),
      NEXT_DIST_DIR: DIST_DIR,
      SITE_PORT_BASE: String(PORTS.siteBase),
      GATEWAY_URL: urls.gateway,
      SITE_GATEWAY_SECRET,
      ...mediaEnv,
    },
    logFile: path.join(logs, `site-${label}.log`),
  });
  await waitForHttp(`${urls.site(0)}/`, proc, { timeoutMs: 180_000 });
  return proc;
}

/**
 * The front (deploy/Caddyfile in Debian's caddy) before the bench's site on BENCH_FRONT_PORT, TLS with
 * its local CA: each brand at https://<domain label>.localhost:<port> (scripts/lib/front.mjs).
 */
export async function startFront(brands) {
  const { frontCommand } = await import('../scripts/lib/front.mjs');
  const front = frontCommand({
    brands,
    httpsPort: PORTS.front,
    httpPort: PORTS.front + 1,
    siteUpstreams: [`localhost:${PORTS.siteBase}`],
    gatewayUpstreams: [`127.0.0.1:${PORTS.gateway}`],
    gatewayPort: PORTS.front + 2,
    dataDir: path.join(resultsDir, 'front'),
  });
  const proc = startProcess('front', front.command, front.args, {
    cwd: root,
    env: front.env,
    logFile: path.join(logs, 'front.log'),
  });
  for (let i = 0; i < 100 && !(await portIsOpen(PORTS.front)); i++) await new Promise((r) => setTimeout(r, 200));
  return proc;
}

export { stopProcess };
