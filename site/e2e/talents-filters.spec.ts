import type { Page } from '@playwright/test';
import { BRANDS } from '@agency/schema/brands';
import { expect, test } from './support/test';
import { withoutJavaScript } from './support/no-javascript';
import { brandOrigin, type BrandKey } from './support/stack';
import { htmlcsErrors } from './support/htmlcs';
import { cardNames, gotoList } from './talents-helpers';

/*
 * The talent lists' filters (name search and A-Z) on every talent brand: read from the URL and set
 * with the form, with JavaScript and without it (the form is a GET form with a submit button, the
 * server renders the filtered list). HTML_CodeSniffer (pa11y's checker) finds no form without a
 * submit button and no contrast failure on the list.
 */
test.describe.configure({ timeout: 180_000 });

const TALENT_BRANDS = BRANDS.filter((brand) => brand.content === 'talents');

/** A four-letter fragment of one name that not every listed name holds. */
function fragmentOf(names: string[]): string {
  const fragment = names
    .flatMap((name) => name.split(' ').map((word) => word.slice(0, 4).toLowerCase()))
    .find((part) => part.length === 4 && names.some((name) => !name.toLowerCase().includes(part)));
  if (!fragment) throw new Error(`no distinguishing fragment in ${names.join(', ')}`);
  return fragment;
}

/** A name's letter in the A-Z filter: its first letter without accents ('Ágata' is under A). */
const initialOf = (name: string) => name.normalize('NFD').charAt(0).toUpperCase();

const searchBox = (page: Page) => page.getByRole('search').getByRole('searchbox');
const searchButton = (page: Page) => page.getByRole('search').getByRole('button');

for (const brand of TALENT_BRANDS) {
  const origin = brandOrigin(brand.key as BrandKey);
  const list = `${origin}/${brand.talentCategories[0]!.slug}`;

  test(`${brand.key}: filters from the URL and the form, with and without JavaScript`, async ({ page, browser }) => {
    await gotoList(page, list);
    const all = await cardNames(page);
    expect(all.length).toBeGreaterThan(1);
    const fragment = fragmentOf(all);
    const letter = initialOf(all[0]!);
    const matching = all.filter((name) => name.toLowerCase().includes(fragment));

    // From the URL, with JavaScript: the search (any case) and the letter.
    await gotoList(page, `${list}?q=${fragment.toUpperCase()}`);
    await expect.poll(() => cardNames(page)).toEqual(matching);
    await expect(searchBox(page)).toHaveValue(fragment.toUpperCase());

    // From the form, with JavaScript: the button filters at once and writes the URL, letter kept.
    await gotoList(page, `${list}?letra=${letter}`);
    const byLetter = await cardNames(page);
    expect(byLetter.length).toBeGreaterThan(0);
    for (const name of byLetter) expect(initialOf(name)).toBe(letter);
    const first = byLetter[0]!.split(' ')[0]!;
    await searchBox(page).fill(first);
    await searchButton(page).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(first)}&letra=${letter}$`));
    await expect.poll(() => cardNames(page)).toEqual(byLetter.filter((name) => name.includes(first)));

    await withoutJavaScript(browser, async (plain) => {
      // From the URL: the server's HTML is already filtered.
      await plain.goto(`${list}?q=${encodeURIComponent(fragment)}`);
      expect(await cardNames(plain)).toEqual(matching);
      // From the form: the button sends a GET the server answers with the filtered list.
      await plain.goto(`${list}?letra=${letter}`);
      expect(await cardNames(plain)).toEqual(byLetter);
      await searchBox(plain).fill(first);
      await searchButton(plain).click();
      await expect(plain).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(first)}&letra=${letter}$`));
      expect(await cardNames(plain)).toEqual(byLetter.filter((name) => name.includes(first)));
      // Enter in the box submits too.
      await plain.goto(list);
      await searchBox(plain).fill(fragment);
      await searchBox(plain).press('Enter');
      await expect(plain).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(fragment)}$`));
      expect(await cardNames(plain)).toEqual(matching);
    });
  });

  test(`${brand.key}: the list has no form without a submit button and no contrast failure (HTML_CodeSniffer)`, async ({
    page,
  }) => {
    for (const path of [list, `${origin}/en/${brand.talentCategories[0]!.slug}`]) {
      await gotoList(page, path);
      const errors = await htmlcsErrors(page);
      const found = errors.filter((error) => /H32\.2|G18|G145/.test(error.code));
      expect(found, JSON.stringify(found, null, 1)).toEqual([]);
    }
  });
}

test('HTML_CodeSniffer reports a search form without a submit button and grey-on-grey text', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>t</title></head><body><form role="search"><label for="q">Search</label><input id="q" name="q" type="search"></form><p style="color:#bbb;background:#fff">Faint</p></body></html>',
  );
  const codes = (await htmlcsErrors(page)).map((error) => error.code);
  expect(codes.some((code) => code.includes('H32.2'))).toBe(true);
  expect(codes.some((code) => /G18|G145/.test(code))).toBe(true);
});

test('the A–Z row stays whole at 1024 to 1440 px, and on a phone it scrolls with a shade at the edge that has more letters', async ({
  page,
}) => {
  const list = `${brandOrigin('cq-empresariamento')}/jornalistas`;
  await gotoList(page, list);
  const row = page.getByRole('navigation', { name: 'Filtrar pela primeira letra' });
  const tops = () =>
    row
      .locator('a, span')
      .evaluateAll((items) => [...new Set(items.map((i) => Math.round(i.getBoundingClientRect().top)))]);
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await tops(), `${width} px: one line of letters`).toHaveLength(1);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  const scroll = () =>
    row.evaluate((nav) => ({
      more: nav.scrollWidth > nav.clientWidth + 1,
      left: nav.scrollLeft,
      max: nav.scrollWidth - nav.clientWidth,
    }));
  expect((await scroll()).more).toBe(true);
  // The cue: shades bound to the row's scroll (drawn where letters lie past the edge), under paper ends that move with it.
  const background = await row.evaluate((nav) => {
    const style = getComputedStyle(nav);
    return { backgroundImage: style.backgroundImage, backgroundAttachment: style.backgroundAttachment };
  });
  expect(background.backgroundImage.match(/radial-gradient/g)).toHaveLength(2);
  expect(background.backgroundAttachment).toBe('local, local, scroll, scroll');
  await row.evaluate((nav) => nav.scrollTo({ left: nav.scrollWidth }));
  await expect
    .poll(async () => {
      const s = await scroll();
      return s.left >= s.max - 1;
    })
    .toBe(true);
});
