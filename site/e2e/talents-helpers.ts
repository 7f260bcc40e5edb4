import type { Page } from '@playwright/test';
import { expect } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { sandboxAdmin } from './support/stack';

/** Opens a list page and waits until it is interactive (hydrated), so clicks reach its handlers. */
export async function gotoList(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.getByTestId('talent-list')).toHaveAttribute('data-ready', 'true');
  return response;
}

/** Cards of the roster grid. */
export const cards = (page: Page) => page.getByTestId('talent-grid').getByTestId('talent-card-link');

/** The visible names of the cards (as written, not as CSS uppercases them). */
export async function cardNames(page: Page): Promise<string[]> {
  return page.getByTestId('talent-grid').getByTestId('talent-card-name').allTextContents();
}

/** The list's total as the status line says it ('22 talentos'). */
export async function listTotal(page: Page): Promise<number> {
  const text = await page
    .getByRole('status')
    .filter({ hasText: /talento/ })
    .first()
    .textContent();
  return Number(/(\d+)/.exec(text ?? '')?.[1] ?? 0);
}

/** Scrolls the list's end into view until every page has loaded. */
export async function scrollToEnd(page: Page) {
  const sentinel = page.getByTestId('talent-sentinel');
  for (let step = 0; step < 30 && (await sentinel.count()) > 0; step++) {
    const before = await cards(page).count();
    await sentinel.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await cards(page).count()) > before || (await sentinel.count()) === 0).toBe(true);
  }
  await expect(sentinel).toHaveCount(0);
}

/** The path of a card's profile link. */
export async function firstProfilePath(page: Page): Promise<string> {
  const href = await cards(page).first().getAttribute('href');
  if (!href) throw new Error('card without a link');
  return href;
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

interface StoredSubmission {
  id: number;
  backend: string;
  kind: string;
  fields: Record<string, unknown>;
}

export async function favoritesSubmissions(): Promise<StoredSubmission[]> {
  return (await sandboxAdmin<{ data: StoredSubmission[] }>('/submissions?kind=favorites')).data;
}

/** Reads the favourites map the site keeps in localStorage. */
export async function storedFavorites(page: Page): Promise<Record<string, { id: string; name: string }>> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('favorites') ?? '{}'));
}

/** No serious or critical axe violation on the whole page (navbar and footer included). */
export async function expectAccessible(page: Page) {
  await expectNoSeriousA11yViolations(page);
}
