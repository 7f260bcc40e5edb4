import type { Page } from '@playwright/test';
import { BRANDS } from '@agency/schema/brands';
import { expect, test } from './support/test';
import { withoutJavaScript } from './support/no-javascript';
import { brandOrigin, type BrandKey } from './support/stack';
import { htmlcsErrors } from './support/htmlcs';
import { cards, expectAccessible, gotoList, listTotal } from './talents-helpers';

/*
 * The talent lists' casting filters (gender, age and height ranges, hair and eye colour) on every
 * talent brand: read from the URL (any case, accents ignored) and set with the form, with
 * JavaScript and without it (a GET form the server answers), each choice showing how many talents
 * it leaves. Also the follower counts on digital's cards and the favourites count in the menu.
 */
test.describe.configure({ timeout: 240_000 });

const TALENT_BRANDS = BRANDS.filter((brand) => brand.content === 'talents');

const panel = (page: Page) => page.getByTestId('casting-filters');
const castingForm = (page: Page) => page.getByRole('form', { name: /Filtros de casting|Casting filters/ });
const select = (page: Page, label: string) => castingForm(page).getByLabel(label, { exact: true });

/** The count an option shows ('Mulher (12)' -> 12). */
const countOf = (text: string) => Number(/\((\d+)\)\s*$/.exec(text)?.[1] ?? NaN);

/** The options of a select with their counts, the "Todos" option left out. */
async function optionsOf(page: Page, label: string): Promise<{ value: string; text: string; count: number }[]> {
  const options = await select(page, label)
    .locator('option')
    .evaluateAll((nodes) => nodes.map((n) => ({ value: (n as HTMLOptionElement).value, text: n.textContent ?? '' })));
  return options.filter((o) => o.value !== '').map((o) => ({ ...o, count: countOf(o.text) }));
}

/** Opens the disclosure (a summary click works without JavaScript too). */
async function openPanel(page: Page) {
  if ((await panel(page).getAttribute('open')) === null) await panel(page).locator('summary').click();
  await expect(castingForm(page)).toBeVisible();
}

/** 'Castanho Escuro' -> 'castanho escuro', 'Âmbar' -> 'ambar': what a visitor may type in a URL. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

for (const brand of TALENT_BRANDS) {
  const origin = brandOrigin(brand.key as BrandKey);
  const list = `${origin}/${brand.talentCategories[0]!.slug}`;

  test(`${brand.key}: casting filters from the URL and the form, with and without JavaScript`, async ({
    page,
    browser,
  }) => {
    await gotoList(page, list);
    const total = await listTotal(page);
    await openPanel(page);

    // Counts per gender add up to the list; choosing one filters in place and writes the URL.
    const genders = await optionsOf(page, 'Gênero');
    expect(genders.map((g) => g.value)).toEqual(['woman', 'man', 'undefined']);
    expect(genders.reduce((sum, g) => sum + g.count, 0)).toBe(total);
    const women = genders[0]!;
    expect(women.count).toBeGreaterThan(0);
    await select(page, 'Gênero').selectOption('woman');
    await expect(page).toHaveURL(/\?genero=woman$/);
    await expect.poll(() => listTotal(page)).toBe(women.count);

    // A hair colour by its count, then a height range typed (applied after a pause).
    const hair = (await optionsOf(page, 'Cabelo')).find((h) => h.count > 0)!;
    await select(page, 'Cabelo').selectOption(hair.value);
    await expect(page).toHaveURL(
      new RegExp(`genero=woman&cabelo=${encodeURIComponent(hair.value).replace(/%20/g, '\\+')}$`),
    );
    await expect.poll(() => listTotal(page)).toBe(hair.count);
    await castingForm(page).getByRole('link', { name: 'Limpar filtros' }).click();
    await expect(page).toHaveURL(new RegExp(`/${brand.talentCategories[0]!.slug}$`));
    await expect.poll(() => listTotal(page)).toBe(total);

    const heights = castingForm(page).getByRole('group', { name: 'Altura (cm)' });
    const span = await heights.locator('input').first().getAttribute('placeholder');
    const tallest = Number(await heights.locator('input').last().getAttribute('placeholder'));
    const middle = Math.round((Number(span) + tallest) / 2);
    await heights.getByLabel('De').fill(String(middle));
    await expect(page).toHaveURL(new RegExp(`altura_min=${middle}$`));
    // (While a list loads, its status line says so and holds no number.)
    await expect
      .poll(async () => {
        const shown = await listTotal(page);
        return shown > 0 && shown < total;
      })
      .toBe(true);
    const tall = await listTotal(page);

    // From the URL: the gender in Portuguese and capitals, the eye colour by its label without accents.
    await gotoList(page, list);
    await openPanel(page);
    const eye = (await optionsOf(page, 'Olhos')).find((e) => e.count > 0)!;
    const eyeLabel = eye.text.replace(/\s*\(\d+\)$/, '');
    await gotoList(page, `${list}?genero=MULHER&olhos=${encodeURIComponent(folded(eyeLabel))}`);
    await expect(select(page, 'Gênero')).toHaveValue('woman');
    await expect(select(page, 'Olhos')).toHaveValue(eye.value);
    const both = await listTotal(page);
    expect(both).toBeLessThanOrEqual(Math.min(women.count, eye.count));
    const eyesForWomen = (await optionsOf(page, 'Olhos')).find((e) => e.value === eye.value)!;
    expect(eyesForWomen.count).toBe(both);
    await expect(cards(page)).toHaveCount(Math.min(both, 8));
    await expectAccessible(page);

    await withoutJavaScript(browser, async (plain) => {
      // From the URL: the server's HTML is filtered, the counts there.
      await plain.goto(`${list}?genero=woman`);
      expect(await listTotal(plain)).toBe(women.count);
      await expect(select(plain, 'Gênero')).toHaveValue('woman');
      // From the form: the button sends a GET the server answers, the other filters kept.
      const womensHair = (await optionsOf(plain, 'Cabelo')).find((h) => h.count > 0)!;
      await select(plain, 'Cabelo').selectOption(womensHair.value);
      await castingForm(plain).getByRole('button', { name: 'Aplicar filtros' }).click();
      await expect(plain).toHaveURL(/genero=woman/);
      await expect(plain).toHaveURL(/cabelo=/);
      expect(await listTotal(plain)).toBe(womensHair.count);
      await expect(select(plain, 'Cabelo')).toHaveValue(womensHair.value);
      // The name search keeps the casting filters (hidden fields).
      await plain.getByRole('search').getByRole('searchbox').fill('a');
      await plain.getByRole('search').getByRole('button').click();
      await expect(plain).toHaveURL(/q=a&.*genero=woman/);
      await expect(select(plain, 'Gênero')).toHaveValue('woman');
      // Typed ranges from the form.
      await plain.goto(list);
      await openPanel(plain);
      await castingForm(plain).getByRole('group', { name: 'Altura (cm)' }).getByLabel('De').fill(String(middle));
      await castingForm(plain).getByRole('button', { name: 'Aplicar filtros' }).click();
      await expect(plain).toHaveURL(new RegExp(`altura_min=${middle}`));
      expect(await listTotal(plain)).toBe(tall);
    });
  });

  test(`${brand.key}: the casting form has a submit button and passes HTML_CodeSniffer, in both languages`, async ({
    page,
  }) => {
    for (const path of [`${list}?genero=woman`, `${origin}/en/${brand.talentCategories[0]!.slug}?genero=man`]) {
      await gotoList(page, path);
      await expect(panel(page)).toHaveAttribute('open', '');
      const errors = await htmlcsErrors(page);
      const found = errors.filter((error) => /H32\.2|G18|G145/.test(error.code));
      expect(found, JSON.stringify(found, null, 1)).toEqual([]);
    }
    await expect(castingForm(page).getByRole('button', { name: 'Apply filters' })).toBeVisible();
    await expect(castingForm(page).getByLabel('Gender', { exact: true })).toHaveValue('man');
    await expectAccessible(page);
  });
}

test('digital: influencer cards show their follower counts; other brands do not', async ({ page }) => {
  await gotoList(page, brandOrigin('digital'));
  const followers = page.getByTestId('talent-card-followers');
  await expect(followers.first()).toBeVisible();
  expect(await followers.count()).toBeGreaterThan(4);
  await expect(followers.first()).toContainText(/\d/);
  await expect(followers.first().locator('.visually-hidden').first()).toHaveText(
    /^(Instagram|TikTok|X): .+ seguidores$/,
  );
  await gotoList(page, `${brandOrigin('jabuticaba')}/atores`);
  await expect(page.getByTestId('talent-card-followers')).toHaveCount(0);
});

test('the menu shows how many favourites the visitor keeps', async ({ page }) => {
  const origin = brandOrigin('jabuticaba');
  await gotoList(page, `${origin}/atores`);
  const menuCount = page.getByRole('navigation', { name: 'Navegação principal' }).getByTestId('favorites-count');
  await expect(menuCount).toHaveCount(0);
  const hearts = page.getByTestId('talent-card').getByRole('button', { name: /aos favoritos$/ });
  await hearts.nth(0).click();
  await expect(menuCount).toHaveText(/^1\s*\(1 talento\)$/);
  await hearts.nth(1).click();
  await expect(menuCount).toHaveText(/^2\s*\(2 talentos\)$/);
  await expect(
    page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: /Favoritos \(2 talentos\)/i }),
  ).toBeVisible();
  // Kept across pages and reloads (the favourites live in the browser).
  await page.reload();
  await expect(menuCount).toHaveText(/^2/);
});
