import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { openContent } from './content-support';
import { waitForHydration } from './support/settle';
import { type BrandKey } from './support/stack';

/*
 * Talent and post cards prefetch the page they open once pointed at (not merely in view), and the
 * navbar's links once in view, except offline, on a 2g connection or with Save-Data. The
 * connection is emulated before any page script runs (Network Information API).
 */

/** Next's router prefetches are RSC requests marked as prefetches. */
const isPrefetch = (request: Request) => request.headers()['next-router-prefetch'] !== undefined;

async function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  await page.addInitScript((value) => {
    const info = Object.assign(new EventTarget(), value);
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => info });
  }, connection);
}

/** Opens a list, points at its first cards and counts the prefetches of the pages they open. */
async function prefetchesFromCards(page: Page, brand: BrandKey, path: string, cardLinks: string): Promise<number> {
  const prefetches: string[] = [];
  page.on('request', (request) => {
    if (isPrefetch(request)) prefetches.push(request.url());
  });
  await openContent(page, brand, path);
  const links = page.locator(cardLinks);
  await expect(links.first()).toBeVisible();
  // A card pointed at before hydration prefetches nothing whatever the connection.
  await waitForHydration(links.first());
  for (let i = 0; i < Math.min(3, await links.count()); i += 1) await links.nth(i).hover();
  await page.waitForTimeout(1500);
  return prefetches.length;
}

const LISTS: { brand: BrandKey; path: string; cardLinks: string; what: string }[] = [
  { brand: 'jabuticaba', path: '/atrizes', cardLinks: '[data-testid="talent-card-link"]', what: 'talent cards' },
  { brand: 'music', path: '/eventos', cardLinks: '[data-testid="post-card"] h2 a', what: 'post cards' },
];

for (const { brand, path, cardLinks, what } of LISTS) {
  test.describe(`${what} (${brand} ${path})`, () => {
    test('prefetch on a fast connection', async ({ page }) => {
      await emulateConnection(page, { effectiveType: '4g', saveData: false });
      expect(await prefetchesFromCards(page, brand, path, cardLinks)).toBeGreaterThan(0);
    });

    test('do not prefetch with Save-Data', async ({ page }) => {
      await emulateConnection(page, { effectiveType: '4g', saveData: true });
      expect(await prefetchesFromCards(page, brand, path, cardLinks)).toBe(0);
    });

    test('do not prefetch on 2g', async ({ page }) => {
      await emulateConnection(page, { effectiveType: '2g', saveData: false });
      expect(await prefetchesFromCards(page, brand, path, cardLinks)).toBe(0);
    });
  });
}

test('talent cards do not prefetch while the browser reports being offline', async ({ page }) => {
  // The browser says offline (navigator.onLine) while the page itself could still be served.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
  });
  expect(await prefetchesFromCards(page, 'jabuticaba', '/atrizes', '[data-testid="talent-card-link"]')).toBe(0);
  // The server rendered no notice (it cannot know); once hydrated the page says it is offline.
  await expect(page.getByRole('status').filter({ hasText: 'Você está sem conexão' })).toBeVisible();
});

test('cards in view are not prefetched until pointed at; the navbar links in view are', async ({ page }) => {
  await emulateConnection(page, { effectiveType: '4g', saveData: false });
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (isPrefetch(request)) prefetched.push(new URL(request.url()).pathname);
  });
  await openContent(page, 'jabuticaba', '/atrizes');
  const cards = page.locator('[data-testid="talent-card-link"]');
  await expect(cards.nth(3)).toBeInViewport();
  const cardPaths = await cards.evaluateAll((links) =>
    links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );
  // Scrolled past every card without pointing at one (the mouse rests outside the grid).
  await page.mouse.move(0, 0);
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(1500);
  expect(prefetched.filter((p) => cardPaths.includes(p))).toEqual([]);
  // The navbar's top-level links were on screen from the start.
  const navPaths = await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .locator('a[href^="/"]:visible')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(navPaths.length).toBeGreaterThan(0);
  expect(prefetched.some((p) => navPaths.includes(p))).toBe(true);

  await cards.first().hover();
  await expect.poll(() => prefetched.includes(cardPaths[0]!)).toBe(true);
});
