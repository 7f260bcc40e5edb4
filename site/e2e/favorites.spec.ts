import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { largestPaints, recordLargestPaints } from './support/largest-paints';
import { captureBothWidths } from './support/screenshots';
import { brandOrigin } from './support/stack';
import {
  cardNames,
  expectAccessible,
  favoritesSubmissions,
  gotoList,
  storedFavorites,
  uniqueEmail,
} from './talents-helpers';

const main = brandOrigin('cq-empresariamento');

const heart = (page: Page, index: number) =>
  page
    .getByTestId('talent-card')
    .nth(index)
    .getByRole('button', { name: /aos favoritos$/ });

/** Adds the first `count` journalists to the favourites from the list; returns their names. */
async function addFavorites(page: Page, count: number): Promise<string[]> {
  await gotoList(page, `${main}/jornalistas`);
  const names = (await cardNames(page)).slice(0, count);
  for (let i = 0; i < count; i++) {
    await heart(page, i).click();
    await expect(heart(page, i)).toHaveAttribute('aria-pressed', 'true');
  }
  return names;
}

const quoteForm = (page: Page) => page.getByTestId('quote-request-form');

test.describe('favourites', () => {
  test('the heart adds and removes with its toasts, on cards and on the profile', async ({ page }) => {
    await gotoList(page, `${main}/jornalistas`);
    await heart(page, 0).click();
    await expect(page.getByText('Talento adicionado aos favoritos!')).toBeVisible();
    await expect(heart(page, 0)).toHaveAttribute('aria-pressed', 'true');
    await heart(page, 0).click();
    await expect(page.getByText('Talento removido dos favoritos!')).toBeVisible();
    await expect(heart(page, 0)).toHaveAttribute('aria-pressed', 'false');
    expect(await storedFavorites(page)).toEqual({});

    await page.getByTestId('talent-card-link').first().click();
    await expect(page.getByTestId('talent-profile')).toBeVisible();
    const profileHeart = page.getByTestId('talent-profile').getByRole('button', { name: /aos favoritos$/ });
    await profileHeart.click();
    await expect(profileHeart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Talento adicionado aos favoritos!').last()).toBeVisible();
    // The navbar's heart shows the same state (one store).
    const barHeart = page
      .locator('header, nav')
      .getByRole('button', { name: /aos favoritos$/ })
      .filter({ visible: true });
    await expect(barHeart.first()).toHaveAttribute('aria-pressed', 'true');
  });

  test('favourites survive a reload, are stored whole under "favorites" and appear on /favoritos', async ({ page }) => {
    const names = await addFavorites(page, 2);
    await page.reload();
    await expect(heart(page, 0)).toHaveAttribute('aria-pressed', 'true');
    await expect(heart(page, 1)).toHaveAttribute('aria-pressed', 'true');
    const stored = Object.values(await storedFavorites(page));
    expect(stored.map((t) => t.name).sort()).toEqual([...names].sort());
    expect(stored[0]).toMatchObject({
      id: expect.any(String),
      slug: expect.any(String),
      cover: { url: expect.any(String) },
    });

    await page.goto(`${main}/favoritos`);
    const items = page.getByTestId('favorite-item');
    await expect(items).toHaveCount(2);
    for (const name of names) await expect(page.getByTestId('favorites-grid')).toContainText(name);
    await expect(page.getByText('2 talentos selecionados')).toBeVisible();
    await expectAccessible(page);
    await captureBothWidths(page, 'favorites');

    await page.getByRole('button', { name: `Remover ${names[0]}` }).click();
    await expect(page.getByText('Talento removido dos favoritos!')).toBeVisible();
    await expect(items).toHaveCount(1);
    await page.getByRole('button', { name: `Remover ${names[1]}` }).click();
    await expect(page.getByText('Selecione ao menos um talento como favorito!')).toBeVisible();
    await expectAccessible(page);
    await captureBothWidths(page, 'favorites-empty');
  });

  test("an empty list's first paint is the server's: its message is no larger, so it is not the page's LCP", async ({
    browser,
    watchPage,
  }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    watchPage(page);
    await recordLargestPaints(page);
    const intro = 'Sua seleção de talentos. Envie o pedido de orçamento e nossa equipe entra em contato.';
    const response = await page.goto(`${main}/favoritos`);
    expect(await response?.text()).toContain(intro);
    await expect(page.getByText('Selecione ao menos um talento como favorito!')).toBeVisible();
    await expect(page.getByText(intro)).toBeVisible();
    expect((await largestPaints(page)).at(-1)?.text).toBe(intro);
    await context.close();
  });

  test('another open tab follows the favourites (storage event)', async ({ page, context }) => {
    await gotoList(page, `${main}/jornalistas`);
    const other = await context.newPage();
    await other.goto(`${main}/favoritos`);
    await expect(other.getByText('Selecione ao menos um talento como favorito!')).toBeVisible();
    await heart(page, 0).click();
    await expect(other.getByTestId('favorite-item')).toHaveCount(1);
  });

  test('the quote request is sent with the chosen talents and stored by the panel', async ({ page }) => {
    const names = await addFavorites(page, 2);
    const email = uniqueEmail('quote');
    await page.goto(`${main}/favoritos`);
    const form = quoteForm(page);
    await form.getByLabel('Nome').fill('Paula Produtora');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Telefone').pressSequentially('11912345678');
    await form.getByLabel('Mensagem').fill('Orçamento para campanha de verão.');
    await form.getByRole('button', { name: 'Solicitar orçamento' }).click();
    await expect(page.getByText('Formulário enviado!')).toBeVisible({ timeout: 20_000 });

    await expect
      .poll(async () => (await favoritesSubmissions()).some((s) => s.fields.email === email), { timeout: 15_000 })
      .toBe(true);
    const stored = (await favoritesSubmissions()).find((s) => s.fields.email === email)!;
    expect(stored.backend).toBe('main');
    const sent = stored.fields.favorites;
    const talents = (typeof sent === 'string' ? JSON.parse(sent) : sent) as {
      id: string | number;
      name: string;
      url?: string;
      category?: string;
      measures?: Record<string, string>;
    }[];
    expect(talents.map((t) => t.name).sort()).toEqual([...names].sort());
    // What the agency acts on matches the list the visitor saw: each talent's profile address on the
    // brand's public site (same id and slug as its link here), its category and its measures.
    const links = await page
      .getByTestId('favorite-item')
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    for (const talent of talents) {
      const url = new URL(talent.url!);
      expect(url.origin).toBe('https://cqempresariamento.com.br');
      const tail = url.pathname.split('/').slice(-2).join('/');
      expect(tail.startsWith(`${talent.id}/`)).toBe(true);
      expect(links.some((path) => path.endsWith(`/${tail}`))).toBe(true);
      expect(talent.category).toBeTruthy();
      expect(Object.keys(talent.measures ?? {}).length).toBeGreaterThan(0);
    }
  });

  test('a quote request with bad input is rejected and nothing is stored', async ({ page }) => {
    await addFavorites(page, 1);
    const before = (await favoritesSubmissions()).length;
    await page.goto(`${main}/favoritos`);
    const form = quoteForm(page);
    await form.getByLabel('Nome').fill('Sem Email');
    await form.getByLabel('E-mail').fill('not-an-email');
    await form.getByLabel('Telefone').pressSequentially('1191234');
    await form.getByLabel('Mensagem').fill('x'.repeat(256));
    await form.getByRole('button', { name: 'Solicitar orçamento' }).click();
    await expect(form.getByText('Preencha os campos corretamente')).toBeVisible();
    await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await page.waitForTimeout(1000);
    expect((await favoritesSubmissions()).length).toBe(before);
  });

  test('a shared selection opens in a fresh browser and joins its favourites only on request', async ({
    page,
    browser,
    watchPage,
  }) => {
    const names = await addFavorites(page, 3);
    await page.goto(`${main}/favoritos`);
    await page.getByTestId('share-favorites').click();
    const link = await page.getByTestId('share-url').inputValue();
    expect(link).toMatch(new RegExp(`^${main}/favoritos\\?ids=\\d+,\\d+,\\d+$`));

    const fresh = await browser.newContext({ locale: 'pt-BR' });
    const visitor = await fresh.newPage();
    watchPage(visitor);
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Seleção compartilhada' })).toBeVisible();
    await expect(visitor.getByTestId('favorite-item')).toHaveCount(3);
    for (const name of names) await expect(visitor.getByTestId('favorites-grid')).toContainText(name);
    expect(await storedFavorites(visitor)).toEqual({});
    await expectAccessible(visitor);

    await visitor.getByTestId('merge-shared').click();
    await expect(visitor.getByText('Talentos adicionados aos seus favoritos!')).toBeVisible();
    expect(
      Object.values(await storedFavorites(visitor))
        .map((t) => t.name)
        .sort(),
    ).toEqual([...names].sort());
    await visitor.getByRole('link', { name: 'Ver meus favoritos' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
    await expect(visitor.getByTestId('favorite-item')).toHaveCount(3);
    await fresh.close();
  });
});

test.describe('adopting a shared selection', () => {
  test('a shared link can replace the visitor’s favourites, after confirming when they have their own', async ({
    page,
    browser,
    watchPage,
  }) => {
    const shared = await addFavorites(page, 2);
    await page.goto(`${main}/favoritos`);
    await page.getByTestId('share-favorites').click();
    const link = await page.getByTestId('share-url').inputValue();

    // A visitor with a favourite of their own is asked before it is replaced.
    const context = await browser.newContext({ locale: 'pt-BR' });
    const visitor = await context.newPage();
    watchPage(visitor);
    await gotoList(visitor, `${main}/jornalistas`);
    const ownName = (await cardNames(visitor))[4] ?? '';
    await heart(visitor, 4).click();
    await expect(heart(visitor, 4)).toHaveAttribute('aria-pressed', 'true');
    await visitor.goto(link);
    await expect(visitor.getByTestId('favorite-item')).toHaveCount(2);
    await visitor.getByRole('button', { name: 'Usar como meus favoritos' }).click();
    const confirm = visitor.getByRole('alertdialog');
    await expect(confirm).toContainText('Você já tem 1 favorito.');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toHaveCount(0);
    expect(Object.values(await storedFavorites(visitor)).map((t) => t.name)).toEqual([ownName]);

    await visitor.getByRole('button', { name: 'Usar como meus favoritos' }).click();
    await confirm.getByRole('button', { name: 'Substituir meus favoritos' }).click();
    await expect(visitor.getByText('Esta seleção agora é a sua lista de favoritos!')).toBeVisible();
    expect(
      Object.values(await storedFavorites(visitor))
        .map((t) => t.name)
        .sort(),
    ).toEqual([...shared].sort());
    await expect(visitor.getByTestId('adopt-shared')).toBeDisabled();
    await expect(visitor.getByTestId('adopt-shared')).toHaveText('Já são os seus favoritos');
    await visitor.getByRole('link', { name: 'Ver meus favoritos' }).click();
    await expect(visitor.getByTestId('favorite-item')).toHaveCount(2);
    await expect(visitor.getByTestId('favorites-grid')).not.toContainText(ownName);
    await context.close();

    // Without favourites of their own, in English, the list is adopted at once.
    const english = await browser.newContext({ locale: 'en-US' });
    const reader = await english.newPage();
    watchPage(reader);
    await reader.goto(link.replace(`${main}/`, `${main}/en/`));
    await reader.getByRole('button', { name: 'Adopt as my favourites' }).click();
    await expect(reader.getByRole('alertdialog')).toHaveCount(0);
    await expect(reader.getByText('This selection is now your favourites list!')).toBeVisible();
    expect(
      Object.values(await storedFavorites(reader))
        .map((t) => t.name)
        .sort(),
    ).toEqual([...shared].sort());
    await english.close();
  });
});
