// The production shape on one machine, wired as docker-compose.yml wires it: the front
// (deploy/Caddyfile in Debian's caddy) as the one public entry, site instances behind it sharing
// their page cache in Redis, gateway instances behind its private balancer sharing one Redis
// (behind a password) and one outbox in PostgreSQL (Debian's, scripts/lib/postgres.mjs), and the
// sandbox as the back-ends. Two replicas of the site and of the gateway unless told (`replicas`). The revalidate
// hook answers through the front on every brand host (/hooks/revalidate). Used by
// `npm run up -- --production` (scripts/stack.mjs) and by the browser tests that stop instances
// mid-run (site/e2e/front-failover.spec.ts) or edit content (site/e2e/fresh-replicas.spec.ts).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { brandTable, frontCommand, localApiHost, localBrandDomainsEnv, localBrandHost } from './front.mjs';
import { partCommand } from './parts.mjs';
import { freePort, postgresServer } from './postgres.mjs';
import { root } from './steps.mjs';

/**
 * Node's flags for the site and gateway instances, as docker-compose.yml gives its 1g containers
 * (nodeOptionsFor in schema/src/config-variables.ts): the V8 heap's ceiling and 16 MiB semi-spaces.
 */
export const NODE_OPTIONS = '--max-old-space-size=768 --max-semi-space-size=16';
/** Those flags, then any the environment adds. */
const nodeOptions = (env) => [NODE_OPTIONS, env.NODE_OPTIONS ?? ''].join(' ').trim();

function int(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`${name} must be a port, got '${raw}'`);
  return value;
}

/** Most replicas of the site and of the gateway the ports below leave room for. */
export const MAX_REPLICAS = 9;

/**
 * The ports of the production shape with `replicas` instances of the site and of the gateway,
 * from the environment: the same SANDBOX_PORT, GATEWAY_PORT and SITE_PORT_BASE as the plain stack
 * for the first instances, and for the rest GATEWAY_B_PORT (GATEWAY_PORT+20), FRONT_GATEWAY_PORT
 * (+21, the private balancer), REDIS_PORT (+22), POSTGRES_PORT (+23), the third gateway on and
 * after +24, SITE_B_PORT_BASE (SITE_PORT_BASE+10) and each further site 10 above the one before,
 * FRONT_HTTPS_PORT (8443) and FRONT_HTTP_PORT (8080).
 */
export function productionPorts(env = process.env, replicas = 2) {
  if (!Number.isInteger(replicas) || replicas < 1 || replicas > MAX_REPLICAS)
    throw new Error(`--replicas must be a whole number from 1 to ${MAX_REPLICAS}, got '${replicas}'`);
  const gateway = int(env, 'GATEWAY_PORT', 4000);
  const site = int(env, 'SITE_PORT_BASE', 3000);
  const gateways = [gateway, int(env, 'GATEWAY_B_PORT', gateway + 20)];
  for (let i = 2; i < replicas; i += 1) gateways.push(gateway + 22 + i);
  const sites = [site, int(env, 'SITE_B_PORT_BASE', site + 10)];
  for (let i = 2; i < replicas; i += 1) sites.push(sites[i - 1] + 10);
  return {
    sandbox: int(env, 'SANDBOX_PORT', 4010),
    gateways: gateways.slice(0, replicas),
    frontGateway: int(env, 'FRONT_GATEWAY_PORT', gateway + 21),
    redis: int(env, 'REDIS_PORT', gateway + 22),
    postgres: int(env, 'POSTGRES_PORT', gateway + 23),
    sites: sites.slice(0, replicas),
    https: int(env, 'FRONT_HTTPS_PORT', 8443),
    http: int(env, 'FRONT_HTTP_PORT', 8080),
  };
}

/** The replica count of `--replicas=N` among a command's arguments (2 without it). */
export function replicasArgument(args) {
  const given = args.find((a) => a.startsWith('--replicas='));
  return given === undefined ? 2 : Number(given.slice('--replicas='.length));
}

export function waitForPort(port, label, timeoutMs = 120_000, failed = () => null) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const failure = failed();
      if (failure) return reject(new Error(`${label}: ${failure}`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() - started > timeoutMs) reject(new Error(`${label} did not open port ${port}`));
        else setTimeout(attempt, 250);
      });
    };
    attempt();
  });
}

/** The brand sites' addresses through the front: [{ key, url }]. */
export function brandFrontUrls(brands, httpsPort) {
  return brands.map((b) => ({ key: b.key, url: `https://${localBrandHost(b, httpsPort)}` }));
}

/**
 * Starts the production shape. `spawnChild(name, command, args, options)` starts one process (the
 * stack prefixes its output; a test ignores it); `sandboxUrl` reuses a running sandbox instead of
 * starting one. Resolves with the named child processes and the brand URLs once every part listens.
 */
export async function startProduction({
  env = process.env,
  ports = productionPorts(env),
  siteSecret,
  // The hook's secret (REVALIDATE_SECRET) and Redis' password (REDIS_PASSWORD): the environment's, else new per run.
  revalidateSecret = env.REVALIDATE_SECRET || randomBytes(32).toString('hex'),
  redisPassword = env.REDIS_PASSWORD || randomBytes(32).toString('hex'),
  sandboxUrl,
  dataDir = path.join(root, '.data/production'),
  spawnChild = (name, command, args, options) => spawn(command, args, { stdio: 'ignore', ...options }),
}) {
  const brands = brandTable();
  const children = {};
  const failures = [];
  const start = (name, command, args, options) => {
    const child = spawnChild(name, command, args, options);
    child.once('error', (error) => failures.push(`${name}: ${error.message}`));
    // Every process here runs until stopped: one that ends while the others start has failed.
    child.once('exit', (code, signal) => failures.push(`${name} exited (${signal ?? `code ${code}`})`));
    children[name] = child;
    return child;
  };
  const failed = () => failures[0] ?? null;
  const base = { ...env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  const part = (name, childEnv) => {
    const { command, args, cwd } = partCommand(name);
    return [command, args, { cwd, env: childEnv }];
  };

  let sandbox = sandboxUrl;
  if (!sandbox) {
    sandbox = `http://localhost:${ports.sandbox}`;
    start(
      'sandbox',
      ...part('sandbox', {
        ...base,
        SANDBOX_PORT: String(ports.sandbox),
        SANDBOX_DATA_DIR: env.SANDBOX_DATA_DIR ?? path.join(dataDir, 'sandbox'),
        // First visits find the home photos drawn, as on a real CDN (the sandbox draws on first ask).
        SANDBOX_PREDRAW: env.SANDBOX_PREDRAW ?? 'home',
      }),
    );
    await waitForPort(ports.sandbox, 'sandbox', 120_000, failed);
  }

  // A cache, not a database (as in compose): no persistence, a ceiling, LRU over all keys.
  // The password is read from a file of this user's (0600), not the command line every user of the
  // machine can list.
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const redisConfig = path.join(dataDir, 'redis.conf');
  fs.writeFileSync(redisConfig, `requirepass ${JSON.stringify(redisPassword)}\n`, { mode: 0o600 });
  fs.chmodSync(redisConfig, 0o600);
  start(
    'redis',
    'redis-server',
    [redisConfig, '--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'].concat([
      '--maxmemory',
      '512mb',
      '--maxmemory-policy',
      'allkeys-lru',
    ]),
    { cwd: root, env: { PATH: env.PATH } },
  );
  await waitForPort(ports.redis, 'redis', 20_000, failed);
  const redisUrl = `redis://:${redisPassword}@127.0.0.1:${ports.redis}`;

  // The outbox every gateway shares: DATABASE_URL's database when the environment names one,
  // else Debian's PostgreSQL run here with its cluster in the data folder (kept across runs).
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    const postgresPort = ports.postgres ?? (await freePort());
    const postgres = postgresServer({ dataDir: path.join(dataDir, 'postgres'), port: postgresPort });
    start('postgres', postgres.command, postgres.args, postgres.options);
    await waitForPort(postgresPort, 'postgres', 60_000, failed);
    databaseUrl = await untilAnswers(postgres.ready, failed);
  }

  const brandDomains = localBrandDomainsEnv(brands, ports.https);
  // The back-ends are the sandbox's demo, said explicitly (a production start refuses the sandbox otherwise).
  const demo = { SANDBOX_URL: sandbox };
  ports.gateways.forEach((port, i) => {
    const name = `gateway-${instance(i)}`;
    start(
      name,
      ...part('gateway', {
        ...demo,
        ...base,
        ...brandDomains,
        NODE_OPTIONS: nodeOptions(env),
        GATEWAY_PORT: String(port),
        GATEWAY_HOST: '127.0.0.1',
        REDIS_URL: redisUrl,
        SITE_GATEWAY_SECRET: siteSecret,
        REVALIDATE_SECRET: revalidateSecret,
        SITE_PORT_BASE: String(ports.sites[0]),
        // One outbox for all of them; a draining instance leaves the front's rotation first, and
        // what it held is delivered by the others.
        DATABASE_URL: databaseUrl,
        SHUTDOWN_DRAIN_MS: env.SHUTDOWN_DRAIN_MS ?? '5000',
        // Every way in is through the front, which writes the caller's address as the one X-Forwarded-For entry.
        TRUST_PROXY: '1',
      }),
    );
  });
  await Promise.all(ports.gateways.map((port, i) => waitForPort(port, `gateway-${instance(i)}`, 120_000, failed)));

  const front = frontCommand({
    brands,
    httpsPort: ports.https,
    httpPort: ports.http,
    siteUpstreams: ports.sites.map((p) => `127.0.0.1:${p}`),
    gatewayUpstreams: ports.gateways.map((p) => `127.0.0.1:${p}`),
    gatewayPort: ports.frontGateway,
    dataDir: path.join(dataDir, 'front'),
  });
  start('front', front.command, front.args, { cwd: root, env: front.env });

  ports.sites.forEach((port, i) => {
    start(
      `site-${instance(i)}`,
      ...part('site', {
        ...demo,
        ...base,
        ...brandDomains,
        NODE_OPTIONS: nodeOptions(env),
        SITE_PORT_BASE: String(port),
        GATEWAY_URL: `http://127.0.0.1:${ports.frontGateway}/graphql`,
        SITE_GATEWAY_SECRET: siteSecret,
        // Pages and gateway answers shared by both instances; the hook's announcements heard by both.
        SITE_REDIS_URL: redisUrl,
        // One proxy of ours (the front) writes the visitor's address as the last X-Forwarded-For entry.
        TRUST_PROXY: '1',
      }),
    );
  });
  // The front starts beside two site instances booting on the same cores; a crash is reported at
  // once (failed), so the wait can be as long as the sites' without hiding one.
  await Promise.all([
    waitForPort(ports.https, 'front', 120_000, failed),
    waitForPort(ports.frontGateway, 'front (gateway balancer)', 120_000, failed),
    ...ports.sites.map((port, i) => waitForPort(port + 4, `site-${instance(i)}`, 120_000, failed)),
  ]);
  return {
    children,
    brands: brandFrontUrls(brands, ports.https),
    api: `https://${localApiHost(brands, ports.https)}`,
    ports,
    sandboxUrl: sandbox,
    revalidateSecret,
    databaseUrl,
  };
}

/** An instance's letter in its name: gateway-a, gateway-b, gateway-c... */
const instance = (i) => String.fromCharCode(97 + i);

/** `ready()` once it stops failing (a server that opened its port may still be starting up). */
async function untilAnswers(ready, failed, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const failure = failed();
    if (failure) throw new Error(failure);
    try {
      return ready();
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
