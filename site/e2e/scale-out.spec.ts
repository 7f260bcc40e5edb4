import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { SANDBOX_URL } from './support/stack';
import { freeBlock } from './support/ports';

/*
 * Scale-out: two site instances (two serve-brands.mjs processes on their own port blocks), each in
 * front of its own gateway instance, both gateways on one Redis (a real redis-server) and on the
 * running sandbox. Both sites serve the same content, and what one gateway loaded the other
 * serves from the shared store without calling the back-end again.
 */
const SITE_DIR = path.resolve(import.meta.dirname, '..');
const ROOT = path.resolve(SITE_DIR, '..');
const BACKENDS = ['manager', 'main', 'jabuticaba', 'digital', 'music', 'cultural'];

const children: ChildProcess[] = [];
const startFailures: string[] = [];
let dataDir: string;
let sites: string[] = [];
let gateways: string[] = [];

function start(command: string, args: string[], cwd: string, env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  // e.g. no redis-server installed (.ci/run installs it), or a start refused: fail with the reason.
  child.once('error', (error) => startFailures.push(`${command}: ${error.message}`));
  child.once('exit', (code) => {
    if (code) startFailures.push(`${args.join(' ') || command} exited with ${code}: ${stderr.trim()}`);
  });
  children.push(child);
  return child;
}

async function waitForPort(port: number, timeoutMs = 90_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => (socket.destroy(), resolve(false)));
    });
    if (open) return;
    if (startFailures.length > 0) throw new Error(startFailures.join('; '));
    if (Date.now() > end) throw new Error(`port ${port} did not open`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

test.describe.configure({ mode: 'serial' });

/** As in production: the sites prove themselves to the gateways, so their rendering is not rate limited. */
const SITE_GATEWAY_SECRET = 'scale-out-site-secret';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'scale-out-'));
  const redisPort = await freeBlock(1);
  start(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    ROOT,
    {},
  );
  await waitForPort(redisPort);

  const upstream = Object.fromEntries(BACKENDS.map((b) => [`UPSTREAM_${b.toUpperCase()}_URL`, `${SANDBOX_URL}/${b}`]));
  const gatewayPorts = [await freeBlock(1), await freeBlock(1)];
  gatewayPorts.forEach((port, i) =>
    start(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/main.ts'], path.join(ROOT, 'gateway'), {
      ...upstream,
      GATEWAY_PORT: String(port),
      GATEWAY_HOST: '127.0.0.1',
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      OUTBOX_PATH: path.join(dataDir, `outbox-${i}.sqlite`),
      STORE_WARMUP: '0',
      LOG_LEVEL: 'warn',
      SITE_GATEWAY_SECRET,
    }),
  );
  await Promise.all(gatewayPorts.map((port) => waitForPort(port)));
  gateways = gatewayPorts.map((port) => `http://127.0.0.1:${port}`);

  const siteBases = [await freeBlock(5), await freeBlock(5)];
  siteBases.forEach((base, i) =>
    start('node', ['scripts/serve-brands.mjs'], SITE_DIR, {
      SITE_PORT_BASE: String(base),
      GATEWAY_URL: `http://127.0.0.1:${gatewayPorts[i]}/graphql`,
      // The sandbox demo: its panels and talent CDN are the media hosts (a production start names them).
      SANDBOX_URL,
      NEXT_TELEMETRY_DISABLED: '1',
      SITE_GATEWAY_SECRET,
      // One client renders every page first: the render budget is proven in abuse.spec.ts.
      SITE_RENDERS_PER_MINUTE: '100000',
      SITE_RENDER_BURST: '100000',
    }),
  );
  await Promise.all(siteBases.map((base) => waitForPort(base + 4)));
  sites = siteBases.map((base) => `http://localhost:${base}`);
});

test.afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * GET calls one gateway made to the integration service (profiles; the talent lists are POSTs), from
 * its own metrics: the sandbox's count is shared by every gateway reading it, this test's stack included.
 */
const integrationGets = async (gateway: string) => {
  const text = await (await fetch(`${gateway}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('gateway_upstream_requests_total{backend="manager",method="GET"'))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
};

/** Port offset 1 = jabuticaba on each site. */
const jabuticaba = (site: string) => site.replace(/:(\d+)$/, (_, port: string) => `:${Number(port) + 1}`);

test('two site instances behind two gateways on one Redis serve the same content, loaded once', async ({ page }) => {
  test.setTimeout(120_000);
  const [first, second] = sites as [string, string];
  const profile = '/20009/andre-okafor';

  const firstBefore = await integrationGets(gateways[0]!);
  await page.goto(`${jabuticaba(first)}${profile}`);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  const name = (await heading.innerText()).trim();
  expect(name.length).toBeGreaterThan(0);
  // The profile's previous/next links prefetch the neighbouring profiles: let
  // those loads finish too, so the count below is settled.
  await page.waitForLoadState('networkidle');
  // The first gateway loaded the profile into the (new, empty) shared store (this also proves the
  // metric is read: the count below cannot pass by reading nothing).
  expect(await integrationGets(gateways[0]!)).toBeGreaterThan(firstBefore);

  const secondBefore = await integrationGets(gateways[1]!);
  await page.goto(`${jabuticaba(second)}${profile}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(name);
  await page.waitForLoadState('networkidle');
  // The second gateway read the profile (and its prefetched neighbours) from Redis: no new back-end call.
  expect(await integrationGets(gateways[1]!)).toBe(secondBefore);

  // A list page too: the same talents in the same order on both instances.
  const names = async (site: string) => {
    await page.goto(`${jabuticaba(site)}/atrizes`);
    const links = page.locator('main a[href^="/atrizes/"]');
    await expect(links.first()).toBeVisible();
    return links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  };
  expect(await names(second)).toEqual(await names(first));
});
