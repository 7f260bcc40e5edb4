import type { Page } from '@playwright/test';
import { expect } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { captureBothWidths } from './support/screenshots';
import { trackRequests } from './support/settle';
import { brandOrigin, type BrandKey } from './support/stack';

/**
 * Opens a content page as a visitor coming from one of the product's own
 * sites (so no pre-home or initial modal covers it) and waits for it to settle.
 */
export async function openContent(page: Page, brand: BrandKey, path: string) {
  const requests = trackRequests(page);
  const response = await page.goto(`${brandOrigin(brand)}${path}`, { referer: 'http://localhost/' });
  await requests.settle();
  return response;
}

/** Axe on the whole page (bar and footer included): no serious or critical violation. Then the 1440/375 px screenshots. */
export async function checkPageType(page: Page, name: string) {
  await expectNoSeriousA11yViolations(page);
  await captureBothWidths(page, `content-${name}`);
}

/** Titles of the post cards shown. */
export function cardTitles(page: Page) {
  return page.getByTestId('post-card').locator('h2');
}

export async function expectHeading(page: Page, text: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
}
