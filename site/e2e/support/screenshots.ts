import type { Page } from '@playwright/test';
import path from 'node:path';

const DIR = path.join(import.meta.dirname, '..', 'screenshots');

/** Saves a full-page screenshot at 1440 and 375 px wide into e2e/screenshots (git-ignored). */
export async function captureBothWidths(page: Page, name: string) {
  const original = page.viewportSize();
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(DIR, `${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
