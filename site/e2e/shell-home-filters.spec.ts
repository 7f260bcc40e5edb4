import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { brandOrigin, type BrandKey } from './support/stack';

// JavaScript off: only the server's first HTML is seen, so the filter must be applied there
// (not by the list's client island after hydration).
test.use({ javaScriptEnabled: false });

async function open(page: Page, brand: BrandKey, path: string) {
  const response = await page.goto(`${brandOrigin(brand)}${path}`, { referer: 'http://localhost/' });
  expect(response?.status()).toBe(200);
}

const talentNames = (page: Page) => page.getByTestId('talent-grid').getByTestId('talent-card-name').allTextContents();

test.describe('brand root filters in the first HTML', () => {
  test('talent brand root: ?q= and ?letra= filter the server-rendered list', async ({ page }) => {
    await open(page, 'jabuticaba', '/');
    const all = await talentNames(page);
    expect(all.length).toBeGreaterThan(1);
    // A fragment of one name that not every listed name has.
    const fragment = all
      .flatMap((name) => name.split(' ').map((word) => word.slice(0, 4).toLowerCase()))
      .find((part) => part.length === 4 && all.some((n) => !n.toLowerCase().includes(part)))!;
    expect(fragment).toBeTruthy();

    await open(page, 'jabuticaba', `/?q=${encodeURIComponent(fragment)}`);
    const found = await talentNames(page);
    expect(found.length).toBeGreaterThan(0);
    for (const name of found) expect(name.toLowerCase()).toContain(fragment);
    expect(found.length).toBeLessThan(all.length);

    const letter = all[0]!.charAt(0).toUpperCase();
    await open(page, 'jabuticaba', `/?letra=${letter.toLowerCase()}`);
    const byLetter = await talentNames(page);
    expect(byLetter.length).toBeGreaterThan(0);
    for (const name of byLetter) expect(name.charAt(0).toUpperCase()).toBe(letter);
  });

  test('music root: ?q= filters the server-rendered events', async ({ page }) => {
    await open(page, 'music', '/');
    const all = await page.getByTestId('post-card').locator('h2').allTextContents();
    expect(all.length).toBeGreaterThan(1);
    await open(page, 'music', '/?q=jazz');
    await expect(page.getByTestId('post-card').locator('h2')).toHaveText(['Jazz no Parque']);
  });
});
