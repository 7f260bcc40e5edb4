import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { BRANDS } from '@agency/schema/brands';
import { brandOrigin, type BrandKey } from './support/stack';
import { openWithoutIntro } from './shell-support';

// Walks every page type of every brand and switches the language both ways.
test.describe.configure({ timeout: 300_000 });

const LIST_OF: Record<string, string> = {
  EVENT: '/eventos',
  WORKSHOP: '/workshop',
  LECTURE: '/palestras',
  BLOG: '/blog',
  PUBLICATION: '/publicacoes',
};
/** Item links to look for on a list page, per kind. */
const ITEM_PATTERN: Record<string, RegExp> = {
  EVENT: /^\/(en\/)?eventos\/\d+\/[^/]+$/,
  SHOW: /^\/(en\/)?espetaculos\/\d+\/[^/]+$/,
  WORKSHOP: /^\/(en\/)?workshop\/\d+\/[^/]+$/,
  LECTURE: /^\/(en\/)?palestras\/\d+\/[^/]+$/,
  BLOG: /^\/(en\/)?blog\/[^/]+$/,
  HIGHLIGHT: /^\/(en\/)?destaques\/[^/]+\/[^/]+$/,
};

async function firstLink(request: APIRequestContext, origin: string, path: string, pattern: RegExp) {
  const html = await (await request.get(`${origin}${path}`)).text();
  for (const [, href] of html.matchAll(/href="([^"#?]+)"/g)) if (pattern.test(href!)) return href!;
  return null;
}

/** The pages of a brand, one of each type it has, in Portuguese (unprefixed). */
async function pagesOf(request: APIRequestContext, brand: (typeof BRANDS)[number]): Promise<string[]> {
  const origin = brandOrigin(brand.key as BrandKey);
  const pages = ['/', '/sobre-nos', '/contato', '/destaques'];
  if (brand.content === 'talents') {
    pages.push('/favoritos', '/blog');
    const category = brand.talentCategories[0]!.slug;
    pages.push(`/${category}`);
    const profile = await firstLink(request, origin, `/${category}`, new RegExp(`^/${category}/\\d+/[^/]+$`));
    if (profile) pages.push(profile);
  }
  if (brand.key === 'cq-empresariamento') pages.push('/seletiva');
  for (const kind of brand.postKinds) {
    const list = LIST_OF[kind];
    if (list && !pages.includes(list)) pages.push(list);
    const where = kind === 'SHOW' ? '/' : kind === 'HIGHLIGHT' ? `/destaques/${brand.highlightCategories[0]}` : list;
    if (kind === 'HIGHLIGHT') pages.push(where!);
    const pattern = ITEM_PATTERN[kind];
    if (where && pattern) {
      const item = await firstLink(request, origin, where, pattern);
      if (item) pages.push(item);
    }
  }
  return [...new Set(pages)];
}

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
    const pages = await pagesOf(request, brand);
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
