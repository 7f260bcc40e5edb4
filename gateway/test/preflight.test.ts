import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '@agency/sandbox';
import { BACKENDS } from '../src/backends';
import { loadConfig } from '../src/config';
import { runPreflight, type PreflightRow } from '../src/preflight/run';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * `npm run preflight` against the real sandbox: passes on the sandbox as it is, and names the call
 * and the field (and fails) when the sandbox answers the way a misconfigured deployment would.
 */

const run = promisify(execFile);
const GATEWAY_DIR = fileURLToPath(new URL('..', import.meta.url));

let dir: string;
let sandbox: RunningSandbox;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'preflight-'));
  sandbox = await startSandbox({ port: 0, dataDir: join(dir, 'sandbox'), env: {} });
}, 60_000);

afterAll(async () => {
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The gateway's environment pointed at the test sandbox, as a deployer sets it. */
function environment(extra: Record<string, string> = {}): Record<string, string> {
  const urls = Object.fromEntries(BACKENDS.map((b) => [`UPSTREAM_${b.toUpperCase()}_URL`, sandbox.baseUrls[b]]));
  return { ...urls, UPSTREAM_READ_RETRIES: '0', ...extra };
}

const preflight = (extra: Record<string, string> = {}) => runPreflight(loadConfig(environment(extra)));

async function fault(backend: string, patch: object | null) {
  const response = await fetch(`${sandbox.url}/__admin/faults${patch ? `/${backend}` : ''}`, {
    method: patch ? 'PUT' : 'DELETE',
    headers: patch ? { 'content-type': 'application/json' } : {},
    body: patch ? JSON.stringify(patch) : undefined,
  });
  expect(response.status).toBe(200);
}

async function storedSubmissions(): Promise<number> {
  const response = await fetch(`${sandbox.url}/__admin/submissions`);
  return ((await response.json()) as { data: unknown[] }).data.length;
}

/** `pnpm preflight` as a deployer runs it: its own process, configured by the environment only. */
async function preflightCommand(): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run(join(GATEWAY_DIR, 'node_modules/.bin/tsx'), ['src/preflight/main.ts'], {
      cwd: GATEWAY_DIR,
      env: { ...process.env, ...environment() },
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

const broken = (rows: PreflightRow[]) => rows.filter((row) => row.breaks);

/** A stand-in for the running site: its home page answers with `csp` as its Content-Security-Policy. */
async function siteWithCsp(csp: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': csp });
    res.end('<!doctype html><title>site</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('npm run preflight', () => {
  it("checks the running site's side: every media host the back-ends answer with is in its CSP and answers", async () => {
    const panels = new URL(sandbox.url).origin;
    const cdn = new URL(sandbox.cdnUrl).origin;
    const complete = await siteWithCsp(`default-src 'self'; img-src 'self' data: ${panels} ${cdn}`);
    try {
      const { rows } = await preflight({ PREFLIGHT_SITE_URL: complete.url });
      const site = rows.filter((row) => row.backend === 'site');
      expect(site.map((row) => row.call).sort()).toEqual([`media ${cdn}`, `media ${panels}`].sort());
      for (const row of site) expect(row).toMatchObject({ shape: 'in the CSP', breaks: false });
      for (const row of site) expect(row.status).toMatch(/^200 image\//);
    } finally {
      await complete.close();
    }
    // A site built or configured without the talent CDN: its pages would show empty frames.
    const withoutCdn = await siteWithCsp(`default-src 'self'; img-src 'self' ${panels}`);
    try {
      const result = await preflight({ PREFLIGHT_SITE_URL: withoutCdn.url });
      expect(result.exitCode).toBe(1);
      expect(broken(result.rows)).toEqual([
        expect.objectContaining({
          backend: 'site',
          call: `media ${cdn}`,
          shape: expect.stringMatching(/NOT in the site's CSP/),
        }),
      ]);
    } finally {
      await withoutCdn.close();
    }
  }, 90_000);

  it('passes on the sandbox: every back-end signed in, every call answered in the contract shape, every form field sent', async () => {
    // The command as a deployer runs it: its own process, configured by the environment only.
    const { code, stdout } = await preflightCommand();
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toMatch(
      /back-end +call +status +shape +form fields \(we send vs the panel requires\) +what a visitor would lose/,
    );
    for (const backend of BACKENDS) expect(stdout).toMatch(new RegExp(`\\n +${backend} +sign-in +ok`));
    expect(stdout).toMatch(/ talents\.list cq-empresariamento +200 +ok/);
    expect(stdout).toMatch(/ main +forms\.contact +422 +ok +ok \(4 required, all sent\)/);
    expect(stdout).not.toContain('✗');
    expect(stdout).toContain('preflight passed');
    // The forms were learned from empty posts: nothing was stored.
    expect(await storedSubmissions()).toBe(0);
  }, 90_000);

  it('names the call and the field, and exits 1, when an answer renames a field the site needs', async () => {
    const { rows } = await preflight();
    const list = rows.find((row) => row.call === 'talents.list cq-empresariamento')!;
    await fault(list.backend, { renamedField: { route: '/api/talents_by_album', from: 'name', to: 'nome' } });
    try {
      const result = await preflight();
      expect(result.exitCode).toBe(1);
      const row = result.rows.find((r) => r.call === 'talents.list cq-empresariamento')!;
      expect(row).toMatchObject({ backend: list.backend, status: '200', breaks: true });
      expect(row.shape).toMatch(/^differs: \/data\/\* must have required property 'name'/);
      expect(row.loss).toMatch(/talent lists .* empty/);
      // The command itself: the table names the call and the field, and the exit status is 1.
      const command = await preflightCommand();
      expect(command.code).toBe(1);
      expect(command.stdout).toMatch(
        /✗ +\S+ +talents\.list cq-empresariamento +200 +differs: \/data\/\* must have required property 'name'/,
      );
      expect(command.stdout).toMatch(/preflight FAILED: \d+ row\(s\) marked ✗/);
    } finally {
      await fault('', null);
    }
  }, 90_000);

  it('names the call, and fails, when the back-end does not serve the talents route', async () => {
    const { rows } = await preflight();
    const list = rows.find((row) => row.call === 'talents.list jabuticaba')!;
    await fault(list.backend, { removedRoutes: ['/api/talents_by_album'] });
    try {
      const result = await preflight();
      expect(result.exitCode).toBe(1);
      expect(broken(result.rows).map((r) => `${r.call} ${r.status}`)).toEqual(
        expect.arrayContaining(['talents.list jabuticaba 404']),
      );
      // The profile cannot be asked for without an id from the list: said, not guessed.
      expect(result.rows.find((r) => r.call === 'talents.profile jabuticaba')).toMatchObject({
        status: 'not asked',
        loss: expect.stringContaining('the talent list gave none'),
      });
    } finally {
      await fault('', null);
    }
  }, 60_000);

  it('names a form field the panel requires under its own name, suggests the fix, and passes once it is configured', async () => {
    await fault('main', { formFieldNames: { contact: { email: 'Email' } } });
    try {
      const before = await storedSubmissions();
      const result = await preflight();
      expect(result.exitCode).toBe(1);
      const row = result.rows.find((r) => r.call === 'forms.contact')!;
      expect(row).toMatchObject({ backend: 'main', status: '422', form: 'Email never sent', breaks: true });
      expect(row.details).toEqual(
        expect.arrayContaining([
          'we send: name, email, phone, message',
          'the panel requires: name, Email, phone, message',
          "'Email' looks like our 'email': FORM_FIELD_NAMES=main.contact.email=Email",
          'Idempotency-Key: the panel reads it (a malformed key is refused with 400)',
        ]),
      );
      const fixed = await preflight({ FORM_FIELD_NAMES: 'main.contact.email=Email' });
      expect(broken(fixed.rows)).toEqual([]);
      expect(fixed.exitCode).toBe(0);
      expect(await storedSubmissions()).toBe(before);
    } finally {
      await fault('', null);
    }
  }, 60_000);

  it('fails with the back-end named when its credentials are refused', async () => {
    const result = await preflight({ PANEL_API_TOKEN_MUSIC: 'wrong-token' });
    expect(result.exitCode).toBe(1);
    expect(result.rows.find((r) => r.backend === 'music' && r.call === 'sign-in')).toMatchObject({
      status: '401',
      breaks: true,
      loss: expect.stringMatching(/^every call to music fails: .*posts\.list/),
    });
    expect(result.rows.filter((r) => r.backend === 'music' && r.call !== 'sign-in').map((r) => r.status)).toEqual(
      expect.arrayContaining(['not asked']),
    );
  }, 60_000);
});
