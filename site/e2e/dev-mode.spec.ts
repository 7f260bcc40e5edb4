import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BRANDS } from '@agency/schema/brands';
import { pagesOf } from './support/page-types';
import { freeBlock } from './support/ports';
import { expect, test } from './support/test';

/*
 * The inner loop: `npm run dev` (scripts/dev.mjs) on ports of its own, as a developer starts it:
 * the sandbox, the gateway under its watcher and next dev, every brand on one port by its
 * <brand>.localhost name. Every page type answers 200 (each brand's home, and each other type
 * once: the brands share routes, and a route compiles once), and an edit to a message catalogue
 * and to a component reaches the open page without a reload, with no page or console error. The
 * edits are made to the files themselves and always written back (the runner killed mid-test would
 * leave one: git shows it).
 */
const SITE_DIR = path.resolve(import.meta.dirname, '..');
const ROOT = path.resolve(SITE_DIR, '..');

let dev: ChildProcess | undefined;
let output = '';
let dataDir = '';
let sitePort = 0;

/** A brand's address on the one dev port (browsers resolve any *.localhost to this machine). */
const origin = (key: string) => `http://${key}.localhost:${sitePort}`;

/** GET of a brand's path from Node, which does not resolve *.localhost: to loopback, with the brand's Host. */
function get(key: string, pathAndQuery: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port: sitePort, path: pathAndQuery, headers: { host: `${key}.localhost:${sitePort}` } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.setTimeout(120_000, () => request.destroy(new Error(`${key}${pathAndQuery}: no answer in 120 s`)));
    request.on('error', reject);
  });
}

/** The last lines the dev processes printed, for a failure's message. */
const tail = () => output.split('\n').slice(-40).join('\n');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'dev-mode-'));
  sitePort = await freeBlock(1);
  const [gatewayPort, sandboxPort] = [await freeBlock(1), await freeBlock(2)];
  const started = Date.now();
  dev = spawn('node', ['scripts/dev.mjs'], {
    cwd: ROOT,
    // Its own process group, so the whole tree (watchers, next dev's workers) stops together.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SITE_PORT_BASE: String(sitePort),
      GATEWAY_PORT: String(gatewayPort),
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DATA_DIR: path.join(dataDir, 'sandbox'),
      // A build folder of its own: the production build the other specs run stays as it is.
      NEXT_DIST_DIR: '.next-dev-test',
      DEV_CODEGEN: '0',
    },
  });
  dev.stdout!.on('data', (chunk) => (output += chunk));
  dev.stderr!.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      const ready = output.includes('[dev] ready in');
      if (!ready && dev!.exitCode === null) return;
      clearInterval(check);
      if (ready) resolve();
      else reject(new Error(`npm run dev stopped:\n${tail()}`));
    }, 200);
  });
  console.log(`dev mode ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

test.afterAll(async () => {
  if (dev?.pid && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev!.once('exit', resolve));
    process.kill(-dev.pid, 'SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(r, 10_000, false))]);
    // Whatever did not stop in 10 s (a watcher's child) goes with the group.
    if (!stopped) process.kill(-dev.pid, 'SIGKILL');
    try {
      process.kill(-dev.pid, 'SIGKILL');
    } catch {
      // The group is gone: nothing left behind.
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('every page type of every brand answers 200 on the one dev port, each home as its brand', async () => {
  test.setTimeout(600_000);
  const started = Date.now();
  const covered = new Set<string>();
  const answered: string[] = [];
  for (const brand of BRANDS) {
    const read = async (p: string) => (await get(brand.key, p)).body;
    const home = await get(brand.key, '/');
    expect(home.status, `${brand.key} /\n${tail()}`).toBe(200);
    // The host chose the brand: its own name in the title, its own site in the canonical link.
    expect(home.body).toMatch(new RegExp(`<title>[^<]*${brand.name}[^<]*</title>`, 'i'));
    expect(home.body).toContain(`href="${origin(brand.key)}`);
    covered.add('home');
    for (const page of await pagesOf(read, brand, covered)) {
      if (page.type === 'home') continue;
      const { status } = await get(brand.key, page.path);
      expect(status, `${brand.key} ${page.path} (${page.type})\n${tail()}`).toBe(200);
      covered.add(page.type);
      answered.push(`${brand.key}${page.path}`);
    }
  }
  expect(covered.size).toBeGreaterThan(15);
  console.log(
    `dev mode: ${answered.length + BRANDS.length} pages of ${covered.size} types in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
});

/** Replaces text in a site file for the length of `during`, then writes the file back as it was. */
async function whileEdited(file: string, from: string, to: string, during: () => Promise<void>) {
  const original = readFileSync(file, 'utf8');
  expect(original, `${file} holds ${from}`).toContain(from);
  try {
    writeFileSync(file, original.replace(from, to));
    await during();
  } finally {
    writeFileSync(file, original);
  }
}

test('an edited message catalogue and an edited component reach the open page without a reload', async ({
  page,
  expectConsoleError,
}) => {
  test.setTimeout(180_000);
  // On busy cores the page may hydrate while the edited text is half compiled: a mismatch on that very
  // text is the race of an edit, not a fault. Any other page or console error still fails the test.
  expectConsoleError(/Hydration failed[\s\S]*Pular para o conteúdo (agora|↓)/);
  await page.goto(`${origin('jabuticaba')}/contato`);
  const skipLink = page.locator('a[href="#main"]');
  await expect(skipLink).toHaveText('Pular para o conteúdo', { timeout: 60_000 });
  // A mark on this document: a full reload would lose it.
  await page.evaluate(() => ((window as unknown as { devMark: number }).devMark = 1));
  const started = Date.now();

  const messages = path.join(SITE_DIR, 'messages/pt/common.json');
  await whileEdited(messages, '"Pular para o conteúdo"', '"Pular para o conteúdo agora"', async () => {
    await expect(skipLink).toHaveText('Pular para o conteúdo agora', { timeout: 60_000 });
  });
  await expect(skipLink).toHaveText('Pular para o conteúdo', { timeout: 60_000 });

  const component = path.join(SITE_DIR, 'components/layout/skip-link.tsx');
  await whileEdited(component, "{t('skipLink')}", "{t('skipLink')} ↓", async () => {
    await expect(skipLink).toHaveText('Pular para o conteúdo ↓', { timeout: 60_000 });
  });
  await expect(skipLink).toHaveText('Pular para o conteúdo', { timeout: 60_000 });

  expect(await page.evaluate(() => (window as unknown as { devMark?: number }).devMark)).toBe(1);
  expect((await get('jabuticaba', '/contato')).body).toContain('Pular para o conteúdo');
  console.log(`dev mode: four hot reloads in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
