import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { BRANDS } from '@agency/schema/brands';
import { brandOrigin, type BrandKey } from './support/stack';
import { openWithoutIntro } from './shell-support';
import { pagesOf } from './support/page-types';

// Walks every page type of every brand and switches the language both ways.
test.describe.configure({ timeout: 300_000 });

/** Where the switch leads from the page on screen to `next`, as the button says (or the same page). */
async function switchTarget(page: Page, next: 'pt' | 'en'): Promise<string> {
  const nav = page.getByRole('navigation', { name: /Navegação principal|Main navigation/ });
  // The desktop bar's switch (the small screens' menu holds another, hidden at this width).
  const button = nav.locator(`button[data-locale="${next}"]`).filter({ visible: true });
  await expect(button).toHaveCount(1);
  const target = await button.getAttribute('data-target');
  const here = new URL(page.url()).pathname.replace(/^\/en(?=\/|$)/, '') || '/';
  const path = target ?? here;
  return next === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path;
}

for (const brand of BRANDS) {
  test(`${brand.key}: the language switch leads to a page that exists, both ways, from every page type`, async ({
    page,
    request,
  }) => {
    const origin = brandOrigin(brand.key as BrandKey);
    const read = async (path: string) => (await request.get(`${origin}${path}`)).text();
    const pages = (await pagesOf(read, brand)).map((p) => p.path);
    expect(pages.length).toBeGreaterThan(4);
    for (const path of pages) {
      // Portuguese -> English, then from that English page back to Portuguese.
      expect((await openWithoutIntro(page, brand.key as BrandKey, path))?.status(), path).toBe(200);
      const english = await switchTarget(page, 'en');
      expect((await request.get(`${origin}${english}`)).status(), `${path} -> ${english}`).toBe(200);
      await openWithoutIntro(page, brand.key as BrandKey, english);
      const portuguese = await switchTarget(page, 'pt');
      expect((await request.get(`${origin}${portuguese}`)).status(), `${english} -> ${portuguese}`).toBe(200);
    }
  });
}

test('a post switches to its translation by clicking, and back', async ({ page }) => {
  await openWithoutIntro(page, 'music', '/eventos/23/encontro-de-violas');
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await nav.locator('button[data-locale="en"]').filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/en\/eventos\/\d+\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Encontro de Violas');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .locator('button[data-locale="pt"]')
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/eventos\/23\/encontro-de-violas$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Encontro de Violas');
});
