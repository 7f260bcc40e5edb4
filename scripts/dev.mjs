#!/usr/bin/env node
// The inner loop (`npm run dev`): the sandbox, the gateway, GraphQL codegen watching the schema
// and the site's documents, and `next dev` with hot reload serving every brand on one port by its
// <brand>.localhost host name.
//
// A changed table (schema/src/brands.ts, post-kinds.ts, upstream-calls.ts) rewrites the lists the
// running parts read (the contracts' enums; codegen follows), a changed REST contract its types;
// the parts that read a changed file at start (the sandbox: its code and the tables; the gateway:
// its code, the tables, the SDL and the persisted documents) restart once the generators are done
// (scripts/lib/dev-watch.mjs). A part that stops on its own is named and restarted; the others run on.
// The gateway skips its store warm-up and the site reads the gateway on every render
// (SITE_REVALIDATE_SECONDS=0), so a resolver's change shows on the next reload.
//
// Ports and folders come from the environment so several copies can run side by side:
// SITE_PORT_BASE (3000, the one site port here), GATEWAY_PORT (4000), SANDBOX_PORT (4010, its
// media CDN on +1), SANDBOX_DATA_DIR (sandbox/.data), NEXT_DIST_DIR (.next; dev output in its dev/).
// DEV_CODEGEN=0 leaves codegen out.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brandTable } from './lib/front.mjs';
import { waitForPort } from './lib/production.mjs';
import { installWorkspace, root } from './lib/steps.mjs';
import { DEV_TABLE_LISTS, generatorsFor, partsFor, watchSources } from './lib/dev-watch.mjs';
import { createSupervisor } from './lib/supervise.mjs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const port = (name, fallback) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65535)
    throw new Error(`${name} must be a port, got '${env[name]}'`);
  return value;
};
const sitePort = port('SITE_PORT_BASE', 3000);
const gatewayPort = port('GATEWAY_PORT', 4000);
const sandboxPort = port('SANDBOX_PORT', 4010);
const sandboxUrl = `http://localhost:${sandboxPort}`;

const parts = createSupervisor({ env });
let stopWatching = () => {};
async function stop(code = 0) {
  stopWatching();
  await parts.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

if (!fs.existsSync(path.join(root, 'node_modules/.modules.yaml'))) await installWorkspace();

const started = Date.now();
const bin = (name) => path.join(root, 'node_modules/.bin', name);
// Shared by site and gateway only for this run, as the stack does: only the site may name a visitor's address.
const siteSecret = env.SITE_GATEWAY_SECRET || randomBytes(32).toString('hex');

/** Seconds since the start, for the ready line. */
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

// Every brand on the one site port: <brand>.localhost over plain HTTP (the brand table's
// BRAND_DOMAINS_<KEY>), for the site's brand choice and links and the gateway's siteUrl alike.
const hostsOf = (table) =>
  Object.fromEntries(table.map((b) => [`BRAND_DOMAINS_${b.constant}`, `http://${b.key}.localhost:${sitePort}`]));
let brands = [];
let brandHosts = {};

const run = promisify(execFile);
/** The generators a running part depends on: the tables' lists it reads, the REST types. */
const GENERATORS = {
  'table lists': async () => {
    await run(bin('tsx'), ['schema/scripts/write-table-lists.ts', `--only=${DEV_TABLE_LISTS.join(',')}`], {
      cwd: root,
      env,
    });
    // A brand added or removed: the site and the gateway start again with its host.
    const hosts = hostsOf(brandTable());
    if (JSON.stringify(hosts) !== JSON.stringify(brandHosts)) {
      brandHosts = hosts;
      pendingRestarts.add('site').add('gateway');
    }
  },
  'rest types': async () => {
    await run(
      path.join(root, 'schema/node_modules/.bin/openapi-typescript'),
      ['agency-api.openapi.yaml', '-o', 'src/generated/agency-api.ts'],
      { cwd: path.join(root, 'schema'), env },
    );
    await run(bin('tsx'), ['schema/scripts/write-rest-operations.ts'], { cwd: root, env });
  },
};
let generating = 0;
const pendingRestarts = new Set();
let flushTimer = null;

/** Restarts the parts a change asked for once no generator runs and the files have been quiet a moment. */
function scheduleRestarts() {
  clearTimeout(flushTimer);
  flushTimer = setTimeout(() => {
    if (generating > 0 || pendingRestarts.size === 0) return;
    const names = [...pendingRestarts];
    pendingRestarts.clear();
    console.error(`[dev] restarting ${names.join(', ')}`);
    for (const name of names) void parts.restart(name);
  }, 300);
}

/** Generators running, each with the files that asked for it while it ran (it runs once more for them). */
const running = new Map();

/** Runs a generator for a changed file; a change during its run makes one more run, never two at once. */
async function generate(name, file) {
  if (running.has(name)) {
    running.get(name).add(file);
    return;
  }
  generating += 1;
  let files = new Set([file]);
  try {
    while (files.size > 0) {
      running.set(name, new Set());
      const begun = Date.now();
      const names = [...files].join(', ');
      try {
        await GENERATORS[name]();
        console.error(`[dev] ${names} changed: ${name} written (${((Date.now() - begun) / 1000).toFixed(1)} s)`);
      } catch (error) {
        console.error(`[dev] ${names} changed: ${name} failed:\n${error.stderr || error.message}`);
      }
      files = running.get(name);
    }
  } finally {
    running.delete(name);
    generating -= 1;
    scheduleRestarts();
  }
}

/** A watched file's content changed. */
function changed(file) {
  for (const name of generatorsFor(file)) void generate(name, file);
  for (const name of partsFor(file)) pendingRestarts.add(name);
  scheduleRestarts();
}

try {
  parts.start('sandbox', bin('tsx'), ['src/main.ts'], {
    cwd: path.join(root, 'sandbox'),
    env: { ...env, SANDBOX_PORT: String(sandboxPort) },
  });

  brands = brandTable();
  brandHosts = hostsOf(brands);

  // The site needs nothing at start (pages ask the gateway when first visited): it starts at once.
  parts.start('site', path.join(root, 'site/node_modules/.bin/next'), ['dev', '--port', String(sitePort)], () => ({
    cwd: path.join(root, 'site'),
    env: {
      ...env,
      ...brandHosts,
      SITE_PORT_BASE: String(sitePort),
      SANDBOX_PORT: String(sandboxPort),
      GATEWAY_URL: env.GATEWAY_URL ?? `http://localhost:${gatewayPort}/graphql`,
      SITE_GATEWAY_SECRET: siteSecret,
      // The data cache would keep a page's gateway answers for a minute: here every render asks again.
      SITE_REVALIDATE_SECONDS: env.SITE_REVALIDATE_SECONDS ?? '0',
      MEDIA_HOSTS:
        env.MEDIA_HOSTS ?? `${sandboxUrl},http://127.0.0.1:${sandboxPort},http://localhost:${sandboxPort + 1}`,
    },
  }));

  // The gateway warms its store from the back-ends as it starts: after the sandbox.
  await waitForPort(sandboxPort, 'sandbox');
  parts.start('gateway', bin('tsx'), ['src/main.ts'], () => ({
    cwd: path.join(root, 'gateway'),
    env: {
      ...env,
      ...brandHosts,
      // Any document runs and GraphiQL is open, for this machine only (the gateway listens on loopback).
      GATEWAY_ENV: 'development',
      SANDBOX_PORT: String(sandboxPort),
      GATEWAY_PORT: String(gatewayPort),
      SITE_PORT_BASE: String(sitePort),
      SITE_GATEWAY_SECRET: siteSecret,
      // A restart answers at once: no warm-up of the store (pages fill it as they ask), no wait
      // for requests in flight.
      STORE_WARMUP: env.STORE_WARMUP ?? '0',
      SHUTDOWN_GRACE_MS: env.SHUTDOWN_GRACE_MS ?? '500',
    },
  }));

  if (env.DEV_CODEGEN !== '0') {
    // A changed schema or document regenerates the typed documents (next dev reloads them) and the
    // manifest (the gateway restarts on it).
    parts.start('codegen', bin('graphql-codegen'), ['--config', 'codegen.ts', '--watch'], { cwd: root });
  }

  stopWatching = watchSources(root, changed);

  await Promise.all([waitForPort(gatewayPort, 'gateway'), waitForPort(sitePort, 'site')]);
  const width = Math.max(...brands.map((b) => b.key.length));
  console.log(
    `\n[dev] ready in ${elapsed()} (a page compiles on its first visit, then reloads as you edit):\n` +
      brands.map((b) => `  ${b.key.padEnd(width)}  http://${b.key}.localhost:${sitePort}/`).join('\n') +
      `\n  gateway    http://localhost:${gatewayPort}/graphql (GraphiQL)\n  sandbox    ${sandboxUrl}\n`,
  );
} catch (error) {
  console.error(`[dev] ${error instanceof Error ? error.message : error}`);
  void stop(1);
}
