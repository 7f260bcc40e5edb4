import { expect, test } from './support/test';
import { brandOrigin } from './support/stack';
import { openWithoutIntro } from './shell-support';

/** The hrefs of a desktop dropdown's entries, after opening it. */
async function dropdownLinks(page: import('@playwright/test').Page, trigger: string) {
  const nav = page.getByRole('navigation', { name: /Navegação principal|Main navigation/ });
  const button = nav.getByRole('button', { name: trigger, exact: true });
  await button.click();
  const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  return panel.getByRole('link');
}

test.describe('menus in the page language', () => {
  test("cultural's shows dropdown lists the page language's shows, every one a page that exists", async ({
    page,
    request,
  }) => {
    const cultural = brandOrigin('cultural');
    for (const [prefix, trigger] of [
      ['', 'Espetáculos'],
      ['/en', 'Shows'],
    ] as const) {
      await openWithoutIntro(page, 'cultural', prefix || '/');
      const links = await dropdownLinks(page, trigger);
      const hrefs = await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) {
        expect(href.startsWith(`${prefix}/espetaculos/`)).toBe(true);
        expect((await request.get(`${cultural}${href}`)).status(), href).toBe(200);
      }
    }
  });

  test("music's highlights entry and its page carry the same name; a show page's kind keeps its accent", async ({
    page,
  }) => {
    await openWithoutIntro(page, 'music');
    const links = await dropdownLinks(page, 'Destaques');
    const shows = links.filter({ hasText: 'Shows' });
    await expect(shows).toHaveCount(1);
    await shows.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shows');

    await openWithoutIntro(page, 'cultural');
    const [first] = await (
      await dropdownLinks(page, 'Espetáculos')
    ).evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    await page.goto(first!);
    const main = page.locator('main');
    await expect(main.getByText('Espetáculos', { exact: true })).toBeVisible();
    await expect(main.getByText('Espetaculos', { exact: true })).toHaveCount(0);
  });
});
