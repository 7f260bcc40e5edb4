import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_APP_KEY } from './support/app-key';

/*
 * GraphiQL for app developers, in the test stack's production mode (only persisted documents run
 * without a key): the page opens for a plain navigation, a key given in the link's fragment lands
 * in the headers editor and a query runs with it; without a key the page still opens and what it
 * runs is refused with the gateway's 403.
 */
const GATEWAY = `http://localhost:${Number(process.env.GATEWAY_PORT ?? 4000)}`;

/** Runs the editor's document and returns the result pane's text once it has an answer. */
async function runQuery(page: Page): Promise<string> {
  await page.getByRole('button', { name: /execute query/i }).click();
  const result = page.locator('.result-window');
  await expect(result).toContainText(/"(data|errors)"/, { timeout: 20_000 });
  return (await result.textContent()) ?? '';
}

test.describe('GraphiQL', () => {
  test('opens from the link `npm run up` prints and runs a query with the key it carries', async ({ page }) => {
    const response = await page.goto(`${GATEWAY}/graphql#x-agency-app-key=${E2E_APP_KEY}`);
    expect(response?.status()).toBe(200);
    // The key moved into the headers editor and out of the address bar.
    await expect(page).toHaveURL(`${GATEWAY}/graphql`);
    await expect(page.locator('.graphiql-editor-tool')).toContainText(E2E_APP_KEY);
    const text = await runQuery(page);
    expect(text).toContain('cq-empresariamento');
    expect(text).not.toContain('PERSISTED_DOCUMENTS_ONLY');
  });

  test('opens without a key; what it runs is refused with a clear 403', async ({ page }) => {
    const response = await page.goto(`${GATEWAY}/graphql`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('button', { name: /execute query/i })).toBeVisible();
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
});
