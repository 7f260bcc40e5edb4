#!/usr/bin/env node
// The inner loop (`npm run dev`): the sandbox, the gateway restarted on every change of its code
// (tsx watch), GraphQL codegen watching the schema and the site's documents, and `next dev` with
// hot reload serving every brand on one port by its <brand>.localhost host name.
//
// Ports and folders come from the environment so several copies can run side by side:
// SITE_PORT_BASE (3000, the one site port here), GATEWAY_PORT (4000), SANDBOX_PORT (4010, its
// media CDN on +1), SANDBOX_DATA_DIR (sandbox/.data), NEXT_DIST_DIR (.next; dev output in its dev/).
// DEV_CODEGEN=0 leaves codegen out.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brandTable } from './lib/front.mjs';
import { waitForPort } from './lib/production.mjs';
import { installWorkspace, root } from './lib/steps.mjs';

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

const children = [];
let stopping = false;

/** Starts a part with its output prefixed by its name; any part stopping stops the rest. */
function start(name, command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env, ...options });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[dev] ${name} stopped (${signal ?? code}); stopping the rest`);
    stop(code || 1);
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (!fs.existsSync(path.join(root, 'node_modules/.modules.yaml'))) await installWorkspace();

const started = Date.now();
const bin = (name) => path.join(root, 'node_modules/.bin', name);
// Shared by site and gateway only for this run, as the stack does: only the site may name a visitor's address.
const siteSecret = env.SITE_GATEWAY_SECRET || randomBytes(32).toString('hex');

/** Seconds since the start, for the ready line. */
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

try {
  start('sandbox', bin('tsx'), ['src/main.ts'], {
    cwd: path.join(root, 'sandbox'),
    env: { ...env, SANDBOX_PORT: String(sandboxPort) },
  });

  // Every brand on the one site port: <brand>.localhost over plain HTTP (the brand table's
  // BRAND_DOMAINS_<KEY>), for the site's brand choice and links and the gateway's siteUrl alike.
  const brands = brandTable();
  const brandHosts = Object.fromEntries(
    brands.map((b) => [`BRAND_DOMAINS_${b.constant}`, `http://${b.key}.localhost:${sitePort}`]),
  );

  // The site needs nothing at start (pages ask the gateway when first visited): it starts at once.
  start('site', path.join(root, 'site/node_modules/.bin/next'), ['dev', '--port', String(sitePort)], {
    cwd: path.join(root, 'site'),
    env: {
      ...env,
      ...brandHosts,
      SITE_PORT_BASE: String(sitePort),
      SANDBOX_PORT: String(sandboxPort),
      GATEWAY_URL: env.GATEWAY_URL ?? `http://localhost:${gatewayPort}/graphql`,
      SITE_GATEWAY_SECRET: siteSecret,
      MEDIA_HOSTS:
        env.MEDIA_HOSTS ?? `${sandboxUrl},http://127.0.0.1:${sandboxPort},http://localhost:${sandboxPort + 1}`,
    },
  });

  // The gateway warms its store from the back-ends as it starts: after the sandbox.
  await waitForPort(sandboxPort, 'sandbox');
  start(
    'gateway',
    bin('tsx'),
    // The persisted documents are read at start, not imported: a new manifest restarts it too.
    ['watch', '--clear-screen=false', '--include', '../site/lib/gql/persisted-documents.json', 'src/main.ts'],
    {
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
      },
    },
  );

  if (env.DEV_CODEGEN !== '0') {
    // A changed schema or document regenerates the typed documents (next dev reloads them) and the
    // manifest (the gateway restarts on it).
    start('codegen', bin('graphql-codegen'), ['--config', 'codegen.ts', '--watch'], { cwd: root });
  }

  await Promise.all([waitForPort(gatewayPort, 'gateway'), waitForPort(sitePort, 'site')]);
  const width = Math.max(...brands.map((b) => b.key.length));
  console.log(
    `\n[dev] ready in ${elapsed()} (a page compiles on its first visit, then reloads as you edit):\n` +
      brands.map((b) => `  ${b.key.padEnd(width)}  http://${b.key}.localhost:${sitePort}/`).join('\n') +
      `\n  gateway    http://localhost:${gatewayPort}/graphql (GraphiQL)\n  sandbox    ${sandboxUrl}\n`,
  );
} catch (error) {
  console.error(`[dev] ${error instanceof Error ? error.message : error}`);
  stop(1);
}
