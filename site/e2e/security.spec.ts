import type { Page } from '@playwright/test';
import { expect, failedLoad, test } from './support/test';
import { E2E_APP_KEY } from './support/app-key';
import { persistedRead } from './support/persisted-documents';
import { brandOrigin, SANDBOX_URL, type BrandKey } from './support/stack';

/*
 * Security of what the site sends: its security headers on every page type, pages that work
 * under that CSP (no violation reported), and no upstream secret or internal address in any page
 * or /api/graphql answer.
 */
const GATEWAY_PORT = Number(process.env.GATEWAY_PORT ?? 4000);

/** The main page types, one brand each where they differ. */
const PAGES: [BrandKey, string][] = [
  ['cq-empresariamento', '/'],
  ['cq-empresariamento', '/jornalistas'],
  ['cq-empresariamento', '/jornalistas/10061/bernardo-teixeira'],
  ['cq-empresariamento', '/blog/como-montar-um-book'],
  ['cq-empresariamento', '/seletiva'],
  ['jabuticaba', '/contato'],
  ['digital', '/en/sobre-nos'],
  ['music', '/'],
  ['music', '/eventos/11/samba-de-roda-na-praca'],
  ['cultural', '/workshop'],
  // Cultural has no favourites: this is the brand's 404 page, which must work under the CSP too.
  ['cultural', '/favoritos'],
];
/** The pages above that answer 404 on purpose. */
const NOT_FOUND = new Set(['cultural/favoritos']);

/** Upstream secrets and internal addresses that must never reach a browser. */
const FORBIDDEN: (string | RegExp)[] = [
  '/api/login',
  '/api/signin',
  'sandbox-panel-token',
  'sandbox-manager-key',
  'sandbox-salt',
  'access_token',
  'api_token',
  /Bearer\s/,
  'UPSTREAM_',
  'GATEWAY_URL',
  `localhost:${GATEWAY_PORT}`,
  `127.0.0.1:${GATEWAY_PORT}`,
  // Back-end API paths (media under <base>/media/ is public on purpose).
  ...['manager', 'main', 'jabuticaba', 'digital', 'music', 'cultural'].map((b) => `${SANDBOX_URL}/${b}/api`),
];

function expectNoLeak(text: string, where: string) {
  for (const needle of FORBIDDEN) {
    if (typeof needle === 'string') expect(text.includes(needle), `${where} contains ${needle}`).toBe(false);
    else expect(text, where).not.toMatch(needle);
  }
}

test.describe('security headers', () => {
  for (const [brand, path] of PAGES.slice(0, 6)) {
    test(`${brand}${path} sends the security headers`, async ({ request }) => {
      const response = await request.get(`${brandOrigin(brand)}${path}`);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).toMatch(/connect-src 'self'(;|$)/);
      // Inline scripts by hash (Next's bootstrap only), never 'unsafe-inline'.
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['x-powered-by']).toBeUndefined();
    });
  }
});

/** Collects CSP violations the page reports (event and console), from the first script on. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(message.text())) {
      fromConsole.push(message.text());
    }
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => {
    const fromEvents = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    return [...fromEvents, ...fromConsole];
  };
}

test.describe('the site works under its CSP', () => {
  for (const [brand, path] of PAGES) {
    test(`${brand}${path}: no CSP violation`, async ({ page, expectConsoleError }) => {
      const violations = await watchCsp(page);
      const notFound = NOT_FOUND.has(`${brand}${path}`);
      if (notFound) expectConsoleError(failedLoad(404, `${brandOrigin(brand)}${path}`));
      const response = await page.goto(`${brandOrigin(brand)}${path}`);
      expect(response?.status()).toBe(notFound ? 404 : 200);
      await expect(page.locator('main').first()).toBeVisible();
      // Hydration, images, fonts and the client's first calls happen by then.
      await page.waitForLoadState('networkidle');
      await page.mouse.wheel(0, 2000);
      await page.waitForTimeout(300);
      expect(await violations()).toEqual([]);
    });
  }
});

test.describe('an inline script that is not the page’s own', () => {
  test('is refused by the CSP while the page hydrates and works', async ({ page, expectConsoleError }) => {
    // What a stored value smuggling a script into the HTML would do: the page's own answer, headers
    // as sent, with a script added among its content.
    expectConsoleError(/Refused to execute inline script because it violates the following Content Security Policy/);
    await page.route(`${brandOrigin('music')}/`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('<main', '<script>window.__injected = true</script><main');
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${brandOrigin('music')}/`);
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    // Next's own inline bootstrap ran (allowed by its hashes): its flight-data queue exists.
    expect(await page.evaluate(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f))).toBe(true);
  });
});

test.describe('no upstream secret or internal address reaches the browser', () => {
  test('page HTML (including the React payload) holds none', async ({ request }) => {
    for (const [brand, path] of PAGES) {
      const response = await request.get(`${brandOrigin(brand)}${path}`);
      expectNoLeak(await response.text(), `${brand}${path}`);
      expectNoLeak(JSON.stringify(response.headers()), `${brand}${path} headers`);
    }
  });

  test('/api/graphql answers, failed ones included, hold none', async ({ request }) => {
    const origin = brandOrigin('music');
    const queries = [
      '{ brand(key: MUSIC) { key menu { left { key href } } footerLinks { url } } }',
      '{ scoutingOptions { countries { id label } } }',
      '{ nope }',
      '{ post(brand: MUSIC, kind: EVENT, slug: "does-not-exist") { title } }',
      `{ ${'ok '.repeat(6000)} }`,
    ];
    for (const query of queries) {
      const response = await request.post(`${origin}/api/graphql`, {
        headers: { 'content-type': 'application/json', 'x-agency-client': 'site' },
        data: { query },
      });
      const text = await response.text();
      expectNoLeak(text, `answer to ${query.slice(0, 40)}`);
      expectNoLeak(JSON.stringify(response.headers()), `headers of ${query.slice(0, 40)}`);
      expect(text).not.toMatch(/\bat .+\.(js|ts):\d+/); // no stack traces
    }
  });

  test('/api/graphql gives the request an id of its own, to the gateway and back; a visitor’s is not kept', async ({
    request,
  }) => {
    const origin = brandOrigin('digital');
    const response = await request.get(
      `${origin}/api/graphql?${persistedRead('BrandSites', { host: new URL(origin).host })}`,
      { headers: { 'x-request-id': 'security-rid-7' } },
    );
    expect(response.status()).toBe(200);
    // The site's server drops the visitor's id (no TRUST_REQUEST_ID), the route makes one, and the
    // gateway keeps it (the site proves itself) and sends it back.
    expect(response.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(((await response.json()) as { data: { brands: unknown[] } }).data.brands).toHaveLength(5);
  });
});

test.describe('trusted documents: the site proxy runs the site’s persisted documents only', () => {
  const origin = () => brandOrigin('music');
  const json = { 'content-type': 'application/json', 'x-agency-client': 'site' };

  test('an arbitrary query or introspection is refused with a clear error, by POST or GET', async ({ request }) => {
    for (const query of ['{ brands { key } }', '{ __schema { types { name } } }']) {
      const posted = await request.post(`${origin()}/api/graphql`, { headers: json, data: { query } });
      expect(posted.status()).toBe(403);
      const body = (await posted.json()) as {
        data?: unknown;
        errors: { message: string; extensions: { code: string } }[];
      };
      expect(body.errors[0]!.extensions.code).toBe('PERSISTED_DOCUMENTS_ONLY');
      expect(body.errors[0]!.message).toMatch(/persisted documents/i);
      expect(body.data).toBeUndefined();
      const read = await request.get(`${origin()}/api/graphql?query=${encodeURIComponent(query)}`);
      expect(read.status()).toBe(403);
      expect(await read.text()).not.toContain('__schema"');
    }
    // An app key sent by a visitor is not passed on: the site proxy is no way into app access.
    const withKey = await request.post(`${origin()}/api/graphql`, {
      headers: { ...json, 'x-agency-app-key': 'guessed' },
      data: { query: '{ brands { key } }' },
    });
    expect(withKey.status()).toBe(403);
  });

  test('the same introspection and arbitrary query work at the gateway for an app with a key, and not with a wrong one', async ({
    request,
  }) => {
    const gateway = `http://localhost:${GATEWAY_PORT}/graphql`;
    const data = { query: '{ __schema { queryType { name } } brands { key } }' };
    const keyed = await request.post(gateway, {
      headers: { 'content-type': 'application/json', 'x-agency-app-key': E2E_APP_KEY },
      data,
    });
    expect(keyed.status()).toBe(200);
    const body = (await keyed.json()) as { data: { __schema: { queryType: { name: string } }; brands: unknown[] } };
    expect(body.data.__schema.queryType.name).toBe('Query');
    expect(body.data.brands).toHaveLength(5);
    const anonymous = await request.post(gateway, { headers: { 'content-type': 'application/json' }, data });
    expect(anonymous.status()).toBe(403);
    const wrong = await request.post(gateway, {
      headers: { 'content-type': 'application/json', 'x-agency-app-key': `${E2E_APP_KEY}-guessed` },
      data,
    });
    expect(wrong.status()).toBe(401);
  });

  test('an unknown document id is refused with a clear error', async ({ request }) => {
    const response = await request.get(`${origin()}/api/graphql?documentId=sha256:${'0'.repeat(64)}&variables=%7B%7D`);
    expect(response.status()).toBe(404);
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('PERSISTED_DOCUMENT_NOT_FOUND');
  });

  test('a persisted read by GET carries a shared Cache-Control and an ETag; a repeat with If-None-Match gets 304', async ({
    request,
  }) => {
    const url = `${origin()}/api/graphql?${persistedRead('TalentList', { brand: 'CQ_EMPRESARIAMENTO', first: 4 })}`;
    // The first answer fills the gateway's answer cache. A background refresh of the store entries
    // it was built from (other specs run before) drops it, and an answer from an entry being renewed
    // is no-store: the shared header is awaited, not assumed from the second request.
    let first = await request.get(url);
    await expect
      .poll(async () => {
        first = await request.get(url);
        return `${first.status()} ${first.headers()['cache-control']}`;
      })
      .toMatch(/^200 public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const etag = first.headers()['etag'];
    expect(etag).toBeTruthy();
    const again = await request.get(url, { headers: { 'if-none-match': etag! } });
    expect(again.status()).toBe(304);
    expect(again.headers()['etag']).toBe(etag);
  });
});
