// The product of a recipe's copy, started for real: the sandbox and the gateway from the copy's
// sources (tsx), and, for a recipe that shows on a page, the site (`next dev`, every brand of the
// copy's table on its <brand>.localhost host), each on free ports of its own. The recipe check asks
// the gateway for the new row and fetches the page that shows it.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { getWithHost } from '../lib/host-get.mjs';
import { waitForPort } from '../lib/production.mjs';

/** A free TCP port whose next port is free too (the sandbox's CDN listens on +1). */
export async function freePortPair() {
  for (;;) {
    const port = await new Promise((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port: found } = server.address();
        server.close(() => resolve(found));
      });
    });
    const nextFree = await new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port + 1, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (nextFree && port < 65535) return port;
  }
}

/** The copy's brand table (keys and constants), read through tsx as the dev loop does. */
function brandTableOf(dir) {
  const script = `import { BRANDS, brandConstantName } from './schema/src/brands.ts';
console.log(JSON.stringify(BRANDS.map((b) => ({ key: b.key, constant: brandConstantName(b.key) }))));`;
  const result = spawnSync(path.join(dir, 'node_modules/.bin/tsx'), ['--eval', script], { cwd: dir, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`could not read the copy's brand table: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

/**
 * Starts the copy's sandbox and gateway (and site with `withSite`); resolves with their addresses
 * and `stop()`. A part that stops before it listens rejects with its last lines of output.
 */
export async function startProduct(dir, { withSite = false } = {}) {
  const [sandboxPort, gatewayPort, sitePort] = [await freePortPair(), await freePortPair(), await freePortPair()];
  const secret = randomBytes(24).toString('hex');
  const hosts = Object.fromEntries(
    brandTableOf(dir).map((b) => [`BRAND_DOMAINS_${b.constant}`, `http://${b.key}.localhost:${sitePort}`]),
  );
  const base = {
    ...process.env,
    ...hosts,
    NODE_ENV: 'development',
    SANDBOX_PORT: String(sandboxPort),
    GATEWAY_PORT: String(gatewayPort),
    SITE_PORT_BASE: String(sitePort),
    SITE_GATEWAY_SECRET: secret,
    LOG_LEVEL: 'warn',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const children = [];
  const outputs = new Map();
  const run = (name, command, args, cwd, env) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const lines = [];
    outputs.set(name, lines);
    const keep = (chunk) => {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      if (lines.length > 60) lines.splice(0, lines.length - 60);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    children.push(child);
    return child;
  };
  const stopped = (child, name) => () =>
    child.exitCode !== null ? `${name} stopped:\n${outputs.get(name).join('\n')}` : null;
  const stop = async () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // gone already
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
  };
  try {
    const tsx = path.join(dir, 'node_modules/.bin/tsx');
    const sandbox = run('sandbox', tsx, ['src/main.ts'], path.join(dir, 'sandbox'), {
      ...base,
      SANDBOX_DATA_DIR: path.join(dir, '.recipe-data/sandbox'),
    });
    await waitForPort(sandboxPort, 'sandbox', 120_000, stopped(sandbox, 'sandbox'));
    const gateway = run('gateway', tsx, ['src/main.ts'], path.join(dir, 'gateway'), {
      ...base,
      GATEWAY_ENV: 'development',
      STORE_WARMUP: '0',
      SHUTDOWN_GRACE_MS: '0',
    });
    let site = null;
    if (withSite) {
      site = run(
        'site',
        path.join(dir, 'site/node_modules/.bin/next'),
        ['dev', '--port', String(sitePort)],
        path.join(dir, 'site'),
        {
          ...base,
          GATEWAY_URL: `http://localhost:${gatewayPort}/graphql`,
          SITE_REVALIDATE_SECONDS: '0',
          MEDIA_HOSTS: `http://localhost:${sandboxPort},http://127.0.0.1:${sandboxPort},http://localhost:${sandboxPort + 1}`,
        },
      );
    }
    await waitForPort(gatewayPort, 'gateway', 120_000, stopped(gateway, 'gateway'));
    if (site) await waitForPort(sitePort, 'site', 120_000, stopped(site, 'site'));
    return {
      /** The gateway's answer to a GraphQL document (any document runs in development). */
      async graphql(query) {
        const response = await fetch(`http://127.0.0.1:${gatewayPort}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query }),
          signal: AbortSignal.timeout(60_000),
        });
        return { status: response.status, body: await response.json().catch(() => null) };
      },
      /** A page of a brand's site: status and HTML. */
      async page(brand, pathname) {
        const { status, body } = await getWithHost(sitePort, pathname, `${brand}.localhost:${sitePort}`);
        return { status, html: body };
      },
      /** The last lines a part printed, for a failure's report. */
      output: (name) => (outputs.get(name) ?? []).join('\n'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
