import type { Page } from '@playwright/test';
import { expect, failedLoad, test } from './support/test';
import { E2E_APP_KEY } from './support/app-key';

/*
 * GraphiQL for app developers, in the test stack's production mode (only persisted documents run
 * without a key), as a developer meets it: the page opens for a plain navigation; the schema's docs,
 * completion and validation work with no key; a key given once (in the link's fragment) stays in
 * that browser tab only; a query runs with it, and without it is refused with the gateway's 403.
 * Every test fails on a page error or a console error it did not expect (the fixture), and on any
 * console warning (the editor says so when its workers cannot start).
 */
const GATEWAY = `http://localhost:${Number(process.env.GATEWAY_PORT ?? 4000)}`;

const warnings: string[] = [];

test.beforeEach(({ context }) => {
  warnings.length = 0;
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(`console warning: ${message.text()}`);
    });
  context.pages().forEach(watch);
  context.on('page', watch);
});

test.afterEach(() => {
  expect(warnings).toEqual([]);
});

async function openGraphiQL(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('button', { name: /execute query/i })).toBeVisible({ timeout: 20_000 });
}

/** Runs the editor's document and returns the result pane's text once it has an answer. */
async function runQuery(page: Page): Promise<string> {
  await page.getByRole('button', { name: /execute query/i }).click();
  const result = page.locator('.result-window');
  await expect(result).toContainText(/"(data|errors)"/, { timeout: 20_000 });
  return (await result.textContent()) ?? '';
}

/** The headers editor's text (Monaco draws line numbers before it). */
const headersText = (page: Page) => page.locator('.graphiql-editor-tool').textContent();

test.describe('GraphiQL', () => {
  test('completes a partial field and shows the docs with no key, from compressed versioned files', async ({
    page,
  }) => {
    const files: { url: string; encoding: string | undefined; cache: string | undefined }[] = [];
    page.on('response', (response) => {
      if (!response.url().includes('/graphiql/')) return;
      const headers = response.headers();
      files.push({ url: response.url(), encoding: headers['content-encoding'], cache: headers['cache-control'] });
    });
    await openGraphiQL(page, `${GATEWAY}/graphql`);

    // The query editor: select everything, type a partial field, and the schema's fields are offered.
    await page.locator('.graphiql-query-editor .monaco-editor').first().click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('{ talen');
    const suggestions = page.locator('.suggest-widget .monaco-list-row');
    await expect(suggestions.first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.suggest-widget')).toContainText('talentsByIds');
    // Validation runs in its worker too: an unknown field is marked.
    await page.keyboard.press('Escape');
    await page.keyboard.type('tsss }');
    await expect(page.locator('.graphiql-query-editor .squiggly-error').first()).toBeVisible({ timeout: 20_000 });

    // The docs come from the public schema file: the root types are listed without a key.
    await page.getByRole('button', { name: /show documentation explorer/i }).click();
    await expect(page.locator('.graphiql-doc-explorer')).toContainText('Query', { timeout: 10_000 });

    // The bundle, its stylesheet, the three editor workers and the schema: compressed, cached for good.
    const names = files.map((f) => new URL(f.url).pathname.replace(/\.[0-9a-f]{16}\./, '.'));
    for (const expected of ['graphiql.js', 'graphiql.css', 'editor.worker.js', 'graphql.worker.js', 'schema.json']) {
      expect(names).toContain(`/graphiql/${expected}`);
    }
    for (const file of files) {
      expect(file.encoding, file.url).toBe('br');
      expect(file.cache, file.url).toContain('immutable');
    }
  });

  test('opens from the link `npm run up` prints and runs a query with the key it carries', async ({ page }) => {
    await openGraphiQL(page, `${GATEWAY}/graphql#x-agency-app-key=${E2E_APP_KEY}`);
    // The key moved into the headers editor and out of the address bar.
    await expect(page).toHaveURL(`${GATEWAY}/graphql`);
    await expect(page.locator('.graphiql-editor-tool')).toContainText(E2E_APP_KEY);
    const text = await runQuery(page);
    expect(text).toContain('cq-empresariamento');
    expect(text).not.toContain('PERSISTED_DOCUMENTS_ONLY');
  });

  test('keeps the key in its browser tab only: a reload keeps it, another tab and localStorage never see it', async ({
    page,
    context,
  }) => {
    await openGraphiQL(page, `${GATEWAY}/graphql#x-agency-app-key=${E2E_APP_KEY}`);
    await expect(page.locator('.graphiql-editor-tool')).toContainText(E2E_APP_KEY);
    await page.reload();
    await expect(page.getByRole('button', { name: /execute query/i })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.graphiql-editor-tool')).toContainText(E2E_APP_KEY);
    expect(await runQuery(page)).toContain('cq-empresariamento');
    const stored = await page.evaluate(() => ({
      local: JSON.stringify(localStorage),
      session: JSON.stringify(sessionStorage),
    }));
    expect(stored.session).toContain(E2E_APP_KEY);
    expect(stored.local).not.toContain(E2E_APP_KEY);
    // The same browser, a new tab: the query tabs are there, the key is not.
    const other = await context.newPage();
    await openGraphiQL(other, `${GATEWAY}/graphql`);
    expect(await headersText(other)).not.toContain(E2E_APP_KEY);
  });

  test('opens without a key; what it runs is refused with a clear 403', async ({ page, expectConsoleError }) => {
    expectConsoleError(failedLoad(403, `${GATEWAY}/graphql`)); // the refusal this test is about
    await openGraphiQL(page, `${GATEWAY}/graphql`);
    const text = await runQuery(page);
    expect(text).toContain('PERSISTED_DOCUMENTS_ONLY');
    expect(text).not.toContain('cq-empresariamento');
  });

  test('lists the persisted documents, each opening in GraphiQL', async ({ page }) => {
    await page.goto(`${GATEWAY}/graphiql/documents`);
    await expect(page.getByRole('heading', { name: /Persisted documents \(\d+\)/ })).toBeVisible();
    await page.locator('li#TalentList').getByRole('link', { name: 'open in GraphiQL' }).click();
    // GraphiQL names the tab after the operation in its editor.
    await expect(page.getByRole('tab', { name: 'TalentList' })).toBeVisible({ timeout: 20_000 });
  });

  test('serves the SDL without a key', async ({ request }) => {
    const response = await request.get(`${GATEWAY}/graphql/sdl`);
    expect(response.status()).toBe(200);
    const sdl = await response.text();
    expect(sdl).toContain('type Query {');
    expect(sdl).toContain('talents(');
  });
});
