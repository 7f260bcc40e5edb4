import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { captureBothWidths } from './support/screenshots';
import { brandOrigin, type BrandKey } from './support/stack';

/**
 * Opens a content page as a visitor coming from one of the product's own
 * sites (so no pre-home or initial modal covers it) and waits for it to settle.
 */
export async function openContent(page: Page, brand: BrandKey, path: string) {
  const response = await page.goto(`${brandOrigin(brand)}${path}`, { referer: 'http://localhost/' });
  await page.waitForLoadState('networkidle');
  return response;
}

/**
 * Axe on the page's main content (the shell's bar and footer have their own
 * tests): no serious or critical violation. Then the 1440/375 px screenshots.
 */
export async function checkPageType(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  await captureBothWidths(page, `content-${name}`);
}

/** Titles of the post cards shown. */
export function cardTitles(page: Page) {
  return page.getByTestId('post-card').locator('h3');
}

export async function expectHeading(page: Page, text: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
}
