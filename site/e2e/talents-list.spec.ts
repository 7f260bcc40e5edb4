import { expect, failedLoad, test } from './support/test';
import { captureBothWidths } from './support/screenshots';
import { documentIdOf } from './support/persisted-documents';
import { recordRerenders, rerendersByCommit } from './support/react-commits';
import { brandOrigin } from './support/stack';
import { cardNames, cards, expectAccessible, gotoList, listTotal, scrollToEnd } from './talents-helpers';

const main = brandOrigin('cq-empresariamento');

test.describe('talent list', () => {
  test('first screen shows 8 cards in a 4-column grid with the first row eager', async ({ page }) => {
    await gotoList(page, `${main}/jornalistas`);
    await expect(page.getByRole('heading', { level: 1, name: 'Jornalistas' })).toBeVisible();
    await expect(cards(page)).toHaveCount(8);
    const columns = await page
      .getByTestId('talent-grid')
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(4);
    const images = page.getByTestId('talent-grid').locator('img');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.first()).toHaveAttribute('sizes', '(min-width: 1024px) 25vw, 50vw');
    await expect(images.nth(4)).toHaveAttribute('loading', 'lazy');
    await expectAccessible(page);
    await captureBothWidths(page, 'talents-list');
  });

  test('hydrated, the list is not drawn again: no card is rendered a second time until the visitor acts', async ({
    page,
  }) => {
    await recordRerenders(page, '[data-testid="talent-card"] img');
    await gotoList(page, `${main}/jornalistas`);
    await expect(page.getByTestId('talent-list')).toHaveAttribute('data-ready', 'true');
    // What hydration's effects set off has run once the browser is idle.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    const { byCommit, matched } = await rerendersByCommit(page);
    expect(matched).toBeGreaterThanOrEqual(8);
    expect(byCommit.filter((count) => count > 0)).toEqual([]);
  });

  test('search is a case-insensitive contains on the name, kept in the URL across a reload', async ({ page }) => {
    await gotoList(page, `${main}/jornalistas`);
    const [first] = await cardNames(page);
    const part = first!.split(' ')[1]!.slice(1, 5).toLowerCase();
    await page.getByLabel('Buscar talento pelo nome').fill(part.toUpperCase());
    await expect(page).toHaveURL(new RegExp(`\\?q=${part.toUpperCase()}$`));
    await expect.poll(async () => (await cardNames(page)).length).toBeGreaterThan(0);
    for (const name of await cardNames(page)) expect(name.toLowerCase()).toContain(part);

    await page.reload();
    await expect(page.getByLabel('Buscar talento pelo nome')).toHaveValue(part.toUpperCase());
    for (const name of await cardNames(page)) expect(name.toLowerCase()).toContain(part);

    await page.getByLabel('Buscar talento pelo nome').fill('zzqx');
    await expect(page.getByText('Nenhum talento encontrado')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('the letter filter keeps names starting with the letter; All brings everything back', async ({ page }) => {
    await gotoList(page, `${main}/jornalistas`);
    const total = await listTotal(page);
    const letters = page.getByRole('navigation', { name: 'Filtrar pela primeira letra' });
    await letters.getByRole('link', { name: 'B', exact: true }).click();
    await expect(page).toHaveURL(/\?letra=B$/);
    await expect(letters.getByRole('link', { name: 'B', exact: true })).toHaveAttribute('aria-current', 'true');
    await expect.poll(async () => (await cardNames(page)).every((n) => n.startsWith('B'))).toBe(true);
    expect(await listTotal(page)).toBeLessThan(total);

    await page.reload();
    await expect.poll(async () => (await cardNames(page)).every((n) => n.startsWith('B'))).toBe(true);

    await letters.getByRole('link', { name: 'Todos' }).click();
    await expect(page).not.toHaveURL(/letra=/);
    await expect.poll(() => listTotal(page)).toBe(total);
  });

  test('a shared filter link works on a brand root too (its page is cached without the query)', async ({ page }) => {
    await gotoList(page, `${brandOrigin('jabuticaba')}/?letra=a`);
    await expect(page.getByRole('link', { name: 'A', exact: true })).toHaveAttribute('aria-current', 'true');
    await expect.poll(async () => (await cardNames(page)).every((n) => n.startsWith('A'))).toBe(true);
    expect((await cardNames(page)).length).toBeGreaterThan(0);
  });

  test('infinite scroll loads 16 more per step until the end, without hidden talents', async ({ page }) => {
    await gotoList(page, `${main}/todomundo`);
    const total = await listTotal(page);
    expect(total).toBeGreaterThan(24);
    await expect(cards(page)).toHaveCount(8);
    await page.getByTestId('talent-sentinel').scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(24);
    await scrollToEnd(page);
    await expect(cards(page)).toHaveCount(total);
    await expect(page.getByText('Fim da lista')).toBeVisible();
    const names = await cardNames(page);
    expect(names.filter((n) => /hidden fixture/i.test(n))).toEqual([]);
    expect(names.every((n) => n.length > 0)).toBe(true);
    expect([...names].sort((a, b) => a.localeCompare(b, 'pt-BR'))).toEqual(names);
  });

  test('talents breaking the list rule are never listed, even when searched for', async ({ page }) => {
    await gotoList(page, `${main}/todomundo?q=fixture`);
    await expect(page.getByText('Nenhum talento encontrado')).toBeVisible();
  });

  test('category routes follow the brand: a category of another brand is a 404', async ({
    page,
    expectConsoleError,
  }) => {
    // The two 404 pages this test opens on purpose.
    expectConsoleError(failedLoad(404, `${main}/influencers`));
    expectConsoleError(failedLoad(404, `${brandOrigin('jabuticaba')}/jornalistas`));
    const ok = await gotoList(page, `${main}/atrizes_atores`);
    expect(ok?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Atrizes/Atores' })).toBeVisible();

    const missing = await page.goto(`${main}/influencers`);
    expect(missing?.status()).toBe(404);

    const digital = await gotoList(page, `${brandOrigin('digital')}/influencers`);
    expect(digital?.status()).toBe(200);
    await expect(cards(page).first()).toBeVisible();
    const jabuticaba = await gotoList(page, `${brandOrigin('jabuticaba')}/atrizes`);
    expect(jabuticaba?.status()).toBe(200);
    expect((await page.goto(`${brandOrigin('jabuticaba')}/jornalistas`))?.status()).toBe(404);
  });

  test('a category change shows skeletons for a second; a list seen before is reused', async ({ page }) => {
    await gotoList(page, `${main}/jornalistas`);
    const loaded = Math.min(await listTotal(page), 24);
    await page.getByTestId('talent-sentinel').scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(loaded);
    const listRequests: string[] = [];
    page.on('request', (r) => {
      const talentList = documentIdOf('TalentList').slice('sha256:'.length);
      if (r.url().includes('/api/graphql') && r.url().includes(talentList)) listRequests.push(r.url());
    });

    // Records how long the skeleton stays (client navigation keeps this script alive).
    await page.evaluate(() => {
      const w = window as unknown as { skeleton: { shown?: number; hidden?: number } };
      w.skeleton = {};
      new MutationObserver(() => {
        const present = Boolean(document.querySelector('[data-testid="talent-skeleton"]'));
        if (present && w.skeleton.shown === undefined) w.skeleton.shown = performance.now();
        if (!present && w.skeleton.shown !== undefined && w.skeleton.hidden === undefined)
          w.skeleton.hidden = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    // The navbar's dropdown navigates in the browser, as a visitor changes category.
    await page.getByRole('button', { name: 'Artistas Exclusivos' }).first().click();
    await page.getByRole('link', { name: 'Moda', exact: true }).first().click();
    await expect(page).toHaveURL(/\/moda$/);
    await expect(cards(page).first()).toBeVisible();
    const shown = await page.evaluate(() => {
      const { skeleton } = window as unknown as { skeleton: { shown?: number; hidden?: number } };
      return skeleton.shown !== undefined && skeleton.hidden !== undefined ? skeleton.hidden - skeleton.shown : -1;
    });
    expect(shown).toBeGreaterThanOrEqual(900);
    await expect(page.getByRole('heading', { level: 1, name: 'Moda' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/jornalistas$/);
    // Every card loaded before comes back (after the category-change pause), from the list kept in the browser.
    await expect(cards(page)).toHaveCount(loaded);
    expect(listRequests).toEqual([]);
  });

  test('cards flip on hover after the delay from 1024 px; on touch screens a button flips them', async ({ page }) => {
    await gotoList(page, `${main}/jornalistas`);
    const card = page.getByTestId('talent-card').first();
    const flipper = card.locator('a > span > span').first();
    // m11 of the transform: 1 facing front, -1 turned to the back.
    const turn = () => flipper.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m11);
    await card.hover();
    await page.waitForTimeout(1000);
    expect(await turn()).toBeGreaterThan(0.99);
    await expect.poll(turn, { timeout: 5000 }).toBeLessThan(-0.99);
    await expect(card.getByRole('button', { name: /Ver medidas/ })).toBeHidden();

    await page.setViewportSize({ width: 375, height: 812 });
    const button = card.getByRole('button', { name: /Ver medidas/ });
    await expect(button).toBeVisible();
    await button.click();
    await expect(card).toHaveAttribute('data-flipped', 'true');
    await expect(card.getByRole('button', { name: /Ver foto/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
