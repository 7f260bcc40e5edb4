#!/usr/bin/env node
// Starts the whole product on one machine: sandbox (stand-in back-ends),
// gateway and the site on its five brand ports. Used by `npm run up`, by the
// browser tests (Playwright's webServer) and by the benchmarks.
//
//   node scripts/stack.mjs [--build] [--dev] [--production [--replicas=N]]
//
// Ports and folders come from the environment so several copies can run side
// by side: SANDBOX_PORT (4010), GATEWAY_PORT (4000), SITE_PORT_BASE (3000),
// SANDBOX_DATA_DIR (sandbox/.data), NEXT_DIST_DIR (.next).
//
// --production runs the shape docker-compose.yml describes instead (scripts/lib/production.mjs):
// the front (Caddy, deploy/Caddyfile) on FRONT_HTTPS_PORT (8443), Redis, PostgreSQL (the gateways'
// shared outbox), N gateways and N site instances (--replicas=N, 2 by default), and prints the
// brand URLs through the front.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { partCommand } from './lib/parts.mjs';
import { productionPorts, replicasArgument, startProduction, waitForPort } from './lib/production.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

const sandboxPort = Number(env.SANDBOX_PORT ?? 4010);
const gatewayPort = Number(env.GATEWAY_PORT ?? 4000);
const siteBase = Number(env.SITE_PORT_BASE ?? 3000);
const sandboxUrl = `http://localhost:${sandboxPort}`;
// Shared by site and gateway so only the site may name a visitor's address; a fresh one per run
// unless the environment sets it (a secret nobody configured is one nobody else knows).
const siteSecret = env.SITE_GATEWAY_SECRET || randomBytes(32).toString('hex');
// A developer's app key for this run (app "local"), printed with the GraphiQL link that fills it in:
// GraphiQL opens without it, but in production mode only a key lets it run documents of its own.
// The gateway is given its hash only, beside any apps the environment configures.
const localAppKey = randomBytes(24).toString('hex');
const appKeys = [env.GATEWAY_APP_KEYS, `local:${createHash('sha256').update(localAppKey).digest('hex')}`]
  .filter(Boolean)
  .join(',');

const children = [];

function run(name, command, commandArgs, options) {
  const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = (line) => `[${name}] ${line}`;
  const pipe = (stream, out) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) out.write(prefix(line) + '\n');
    });
  };
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  children.push(child);
  names.set(child, name);
  return child;
}

function runToEnd(name, command, commandArgs, options) {
  return new Promise((resolve, reject) => {
    const child = run(name, command, commandArgs, options);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${name} exited with ${code}`))));
  });
}

/** Parts stopped after all the others: the database, so draining gateways can still record their deliveries. */
const STOPPED_LAST = new Set(['postgres']);
const names = new Map();
let stopping = false;

const running = (child) => child.exitCode === null && child.signalCode === null;
const exited = (child, ms) =>
  new Promise((resolve) => {
    if (!running(child)) return resolve();
    child.once('exit', resolve);
    setTimeout(resolve, ms).unref();
  });

async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  const [first, last] = [false, true].map((late) => children.filter((c) => STOPPED_LAST.has(names.get(c)) === late));
  for (const child of first) if (running(child)) child.kill('SIGTERM');
  await Promise.all(first.map((child) => exited(child, 20_000)));
  for (const child of last) if (running(child)) child.kill('SIGTERM');
  await Promise.all(last.map((child) => exited(child, 20_000)));
  process.exit(code);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  if (args.has('--build'))
    await runToEnd('release', process.execPath, [path.join(root, 'scripts/release.mjs')], { env });

  if (args.has('--production')) {
    if (args.has('--dev')) throw new Error('--production runs the built site: drop --dev');
    await runProduction();
  } else await runSingle();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}

/** Any part stopping stops the rest: a half-running stack is never left behind. */
function stopTogether(named) {
  for (const [name, child] of named) {
    child.on('exit', (code) => {
      console.error(`${name} stopped (${code}); stopping the rest`);
      stopAll(code ?? 1);
    });
  }
}

async function runProduction() {
  const ports = productionPorts(env, replicasArgument([...args]));
  const {
    children: named,
    brands,
    api,
    revalidateSecret,
    databaseUrl,
  } = await startProduction({
    env,
    ports,
    siteSecret,
    spawnChild: (name, command, commandArgs, options) => run(name, command, commandArgs, options),
  });
  const width = Math.max(...brands.map((b) => b.key.length));
  console.log(
    `\nReady (production shape): the front on https port ${ports.https} (local CA: browsers need ` +
      `--ignore-certificate-errors or .data/production/front/data/caddy/pki/authorities/local/root.crt trusted)\n` +
      brands.map((b) => `  ${b.key.padEnd(width)}  ${b.url}/`).join('\n') +
      `\n  ${'api'.padEnd(width)}  ${api}/graphql (GraphiQL in a browser; the SDL at /graphql/sdl)` +
      `\n  site instances on ${ports.sites.join(', ')} (+0..4), gateways on ${ports.gateways.join(', ')} ` +
      `behind the front's balancer on ${ports.frontGateway}, Redis on ${ports.redis}, ` +
      `the outbox in ${new URL(databaseUrl).host}\n` +
      `  revalidate hook: POST ${brands[0].url}/hooks/revalidate with x-revalidate-secret: ${revalidateSecret}\n`,
  );
  stopTogether(Object.entries(named));
}

/**
 * The product on the embedded default: the sandbox, one gateway and one site instance, run from the
 * release in production mode (`--dev`: from the sources, the site under `next dev`). SANDBOX_URL
 * says, to both, that the sandbox's demo back-ends are meant: every back-end address, credential
 * and media host is the sandbox's (its panels and its talent CDN on the next port).
 */
async function runSingle() {
  const dev = args.has('--dev');
  const part = (name) => partCommand(name, { source: dev, dev });
  const mode = dev ? {} : { NODE_ENV: 'production' };
  const sandboxPart = part('sandbox');
  const sandbox = run('sandbox', sandboxPart.command, sandboxPart.args, {
    cwd: sandboxPart.cwd,
    env: {
      ...env,
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DATA_DIR: env.SANDBOX_DATA_DIR ?? path.join(root, 'sandbox/.data'),
      // First visits find the home photos drawn, as on a real CDN (the sandbox draws on first ask).
      SANDBOX_PREDRAW: env.SANDBOX_PREDRAW ?? 'home',
    },
  });
  await waitForPort(sandboxPort, 'sandbox');

  const gatewayPart = part('gateway');
  const gateway = run('gateway', gatewayPart.command, gatewayPart.args, {
    cwd: gatewayPart.cwd,
    // Only the site calls the gateway (on loopback), proving it with the shared secret.
    env: {
      ...env,
      ...mode,
      SANDBOX_URL: sandboxUrl,
      SITE_GATEWAY_SECRET: siteSecret,
      GATEWAY_APP_KEYS: appKeys,
      GATEWAY_PORT: String(gatewayPort),
      SITE_PORT_BASE: String(siteBase),
      OUTBOX_PATH: env.OUTBOX_PATH ?? path.join(root, 'gateway/.data/outbox.sqlite'),
    },
  });
  await waitForPort(gatewayPort, 'gateway');

  const sitePart = part('site');
  const site = run('site', sitePart.command, sitePart.args, {
    cwd: sitePart.cwd,
    env: {
      ...env,
      ...mode,
      SANDBOX_URL: sandboxUrl,
      SITE_PORT_BASE: String(siteBase),
      GATEWAY_URL: env.GATEWAY_URL ?? `http://localhost:${gatewayPort}/graphql`,
      SITE_GATEWAY_SECRET: siteSecret,
    },
  });
  await waitForPort(siteBase, 'site');

  const gatewayUrl = `http://localhost:${gatewayPort}`;
  console.log(
    `\nReady: site http://localhost:${siteBase} (brands on ${siteBase}-${siteBase + 4}), ` +
      `gateway ${gatewayUrl}/graphql, sandbox ${sandboxUrl}\n` +
      `GraphiQL (your app key filled in): ${gatewayUrl}/graphql#x-agency-app-key=${localAppKey}\n` +
      `  app key for this run (header x-agency-app-key): ${localAppKey}\n` +
      `  the site's persisted documents: ${gatewayUrl}/graphiql/documents\n`,
  );
  stopTogether([
    ['sandbox', sandbox],
    ['gateway', gateway],
    ['site', site],
  ]);
}
