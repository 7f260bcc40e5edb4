import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freeBlock } from './support/ports';
import { pdfImageCount, releaseIdentity, startPart, stopAll, waitForListening, type Started } from './support/release';
import { expect, test } from './support/test';
import { firstProfilePath, gotoList } from './talents-helpers';

/*
 * One release, another deployment. The release the suite runs (.release, built once) is started again,
 * unchanged, in production mode with an environment that names other hosts than the sandbox's usual
 * ones: a second sandbox stands in for a real agency, its panels at http://127.0.0.2:<port>, its talent
 * CDN at http://127.0.0.3:<port>, its own credentials, and no SANDBOX_URL. Its pages show the talents'
 * photos from that CDN under a CSP that allows it, its comp cards carry the photos, and nothing was
 * rebuilt between the two configurations. A production start missing a setting, or given the
 * sandbox's, stops naming the variable.
 */
const BACKENDS = ['manager', 'main', 'jabuticaba', 'digital', 'music', 'cultural'];

const parts: Started[] = [];
let dataDir = '';
let site = '';
let siteMetrics = '';
let cdnOrigin = '';
let identityBefore = '';
let liveEnv: { gateway: Record<string, string>; site: Record<string, string> };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  identityBefore = releaseIdentity();
  dataDir = mkdtempSync(path.join(tmpdir(), 'live-hosts-'));
  const panelPort = await freeBlock(2);
  const gatewayPort = await freeBlock(1);
  const siteBase = await freeBlock(5);
  const panels = `http://127.0.0.2:${panelPort}`;
  cdnOrigin = `http://127.0.0.3:${panelPort + 1}`;
  const credentials = {
    MANAGER_SALT: randomBytes(8).toString('hex'),
    MANAGER_API_KEY: randomBytes(16).toString('hex'),
    PANEL_SALT: randomBytes(8).toString('hex'),
    PANEL_API_TOKEN: randomBytes(16).toString('hex'),
  };
  const secret = randomBytes(16).toString('hex');
  const mediaHosts = `${panels},${cdnOrigin}`;

  // The agency: every address it answers on (0.0.0.0), named by the loopback addresses above.
  const agency = startPart('sandbox', {
    ...credentials,
    SANDBOX_PORT: String(panelPort),
    SANDBOX_HOST: '0.0.0.0',
    SANDBOX_DATA_DIR: path.join(dataDir, 'sandbox'),
    SANDBOX_CDN_URL: cdnOrigin,
  });
  parts.push(agency);
  await waitForListening(agency, panelPort);

  liveEnv = {
    gateway: {
      NODE_ENV: 'production',
      ...Object.fromEntries(BACKENDS.map((b) => [`UPSTREAM_${b.toUpperCase()}_URL`, `${panels}/${b}`])),
      ...credentials,
      MEDIA_HOSTS: mediaHosts,
      GATEWAY_PORT: String(gatewayPort),
      GATEWAY_HOST: '127.0.0.1',
      SITE_GATEWAY_SECRET: secret,
      SITE_PORT_BASE: String(siteBase),
      OUTBOX_PATH: path.join(dataDir, 'outbox.sqlite'),
      LOG_LEVEL: 'warn',
      // The stand-in CDN encodes each print rendition on first request, slowly on busy cores.
      COMP_CARD_PHOTO_TIMEOUT_MS: '30000',
    },
    site: {
      NODE_ENV: 'production',
      SITE_PORT_BASE: String(siteBase),
      GATEWAY_URL: `http://127.0.0.1:${gatewayPort}/graphql`,
      SITE_GATEWAY_SECRET: secret,
      MEDIA_HOSTS: mediaHosts,
    },
  };
  const gateway = startPart('gateway', liveEnv.gateway);
  parts.push(gateway);
  await waitForListening(gateway, gatewayPort);
  const siteServer = startPart('site', liveEnv.site);
  parts.push(siteServer);
  await waitForListening(siteServer, siteBase + 4);
  site = `http://localhost:${siteBase}`;
  siteMetrics = `http://127.0.0.1:${siteBase + 9}/metrics`;
});

test.afterAll(async () => {
  await stopAll(parts);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("a profile shows its photos from the agency's CDN, which the page's CSP allows", async ({ page }) => {
  test.setTimeout(120_000);
  await gotoList(page, `${site}/jornalistas`);
  const profile = await firstProfilePath(page);
  const response = await page.goto(`${site}${profile}`);
  const csp = response!.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(new RegExp(`img-src [^;]*${cdnOrigin.replaceAll('.', '\\.')}`));
  expect(csp).not.toMatch(/localhost:4010|localhost:4011/);
  await expect(page.getByTestId('talent-profile')).toBeVisible();
  // Every photo the profile drew from the CDN (not lazily) loaded: a refused one has no natural width.
  const cdnPhotos = () =>
    page.evaluate((origin) => {
      const images = [...document.images].filter((img) => img.currentSrc.startsWith(origin) && img.loading !== 'lazy');
      return { total: images.length, loaded: images.filter((img) => img.complete && img.naturalWidth > 0).length };
    }, cdnOrigin);
  await expect
    .poll(
      async () => {
        const { total, loaded } = await cdnPhotos();
        return total > 0 && loaded === total;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
});

test("a comp card carries the talent's photos from the agency's CDN", async ({ request }) => {
  // The first talent of the list, from its server-rendered links.
  const list = await (await request.get(`${site}/jornalistas`)).text();
  const id = /href="\/jornalistas\/(\d+)\/[a-z0-9-]+"/.exec(list)?.[1];
  expect(id).toBeTruthy();
  const answer = await request.get(`${site}/comp-cards/pt/${id}.pdf`);
  expect(answer.status()).toBe(200);
  const pdf = await answer.body();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // The front photo and the back ones: a frame whose photo was refused is drawn without an image.
  expect(pdfImageCount(pdf)).toBeGreaterThanOrEqual(2);
});

test("the site's health and metrics answer, the metrics on their own port", async ({ request }) => {
  expect((await request.get(`${site}/healthz`)).status()).toBe(200);
  expect((await request.get(`${site}/contato`)).status()).toBe(200);
  const metrics = await (await request.get(siteMetrics)).text();
  expect(metrics).toMatch(/^site_http_requests_total\{route="page",status="200"\} \d+/m);
  expect(metrics).toMatch(/^site_http_request_seconds_bucket\{/m);
  // Never on a brand port, where the front sends visitors.
  expect((await request.get(`${site}/metrics`)).status()).toBe(404);
});

test('no rebuild happened: the same release served both configurations', () => {
  expect(releaseIdentity()).toBe(identityBefore);
});

test('a production start stops, naming the variable, on a missing or sandbox setting', async () => {
  const cases: { part: 'gateway' | 'site'; env: Record<string, string | undefined>; names: RegExp }[] = [
    // An upstream missing, a credential missing, the media hosts missing.
    { part: 'gateway', env: { UPSTREAM_MAIN_URL: undefined }, names: /UPSTREAM_MAIN_URL is required in production/ },
    { part: 'gateway', env: { PANEL_SALT: undefined }, names: /PANEL_SALT is required in production/ },
    { part: 'gateway', env: { MEDIA_HOSTS: undefined }, names: /MEDIA_HOSTS is required in production/ },
    // Each still at the sandbox's value.
    {
      part: 'gateway',
      env: { UPSTREAM_CULTURAL_URL: 'http://localhost:4010/cultural' },
      names: /UPSTREAM_CULTURAL_URL names the sandbox/,
    },
    { part: 'gateway', env: { MANAGER_API_KEY: 'sandbox-manager-key' }, names: /MANAGER_API_KEY is the sandbox's/ },
    { part: 'gateway', env: { MEDIA_HOSTS: 'http://sandbox:4011' }, names: /MEDIA_HOSTS names the sandbox/ },
    { part: 'site', env: { MEDIA_HOSTS: undefined }, names: /MEDIA_HOSTS is required in production/ },
    { part: 'site', env: { GATEWAY_URL: undefined }, names: /GATEWAY_URL is required in production/ },
    { part: 'site', env: { MEDIA_HOSTS: 'http://localhost:4011' }, names: /MEDIA_HOSTS names the sandbox/ },
  ];
  for (const { part, env, names } of cases) {
    const merged = Object.fromEntries(
      Object.entries({ ...liveEnv[part], ...env }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    const started = startPart(part, merged);
    const code = await started.exited;
    expect(code, `${part} with ${JSON.stringify(env)}`).toBe(1);
    expect(started.output()).toMatch(names);
  }
});
