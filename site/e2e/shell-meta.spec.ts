import type { Page } from '@playwright/test';
import { expect, failedLoad, test } from './support/test';
import { BRAND_ORDER, brandOrigin, type BrandKey } from './support/stack';

async function open(page: Page, brand: BrandKey, path: string) {
  return page.goto(`${brandOrigin(brand)}${path}`, { referer: 'http://localhost/' });
}

/** '{title} | brand': a non-empty title, then the brand's name. */
function titlePattern(brandName: string) {
  return new RegExp(`^\\S.* \\| ${brandName}$`);
}

test('/favicon.ico is a real icon on every brand port', async ({ request }) => {
  for (const brand of ['cq-empresariamento', 'music'] as const) {
    const response = await request.get(`${brandOrigin(brand)}/favicon.ico`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/image\//);
    expect((await response.body()).byteLength).toBeGreaterThan(100);
  }
});

test("/robots.txt on every brand names that brand's own sitemap, and keeps crawlers from favourites and the proxy", async ({
  page,
  request,
}) => {
  for (const brand of BRAND_ORDER) {
    const origin = brandOrigin(brand);
    const response = await page.goto(`${origin}/robots.txt`);
    expect(response?.status(), brand).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/^text\/plain/);
    const text = (await response!.text()).split('\n');
    expect(text, brand).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(text).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /api/', 'Disallow: /favoritos']));
    // The sitemap it names is there, on the same brand's address.
    const sitemap = await request.get(`${origin}/sitemap.xml`);
    expect(sitemap.status(), brand).toBe(200);
    expect(await sitemap.text()).toContain(`<loc>${origin}/</loc>`);
  }
});

test('no page type logs a 404 for the favicon; every title is "{title} | brand"', async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(failedLoad(404, `${brandOrigin('cq-empresariamento')}/nao-existe`)); // the 404 page type, asked for
  const missing: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 404 && new URL(r.url()).pathname.includes('favicon')) missing.push(r.url());
  });
  const main = titlePattern('CQ Empresariamento');
  for (const path of ['/', '/jornalistas', '/favoritos', '/sobre-nos', '/contato', '/blog', '/destaques']) {
    await open(page, 'cq-empresariamento', path);
    await expect(page, path).toHaveTitle(main);
  }
  await open(page, 'cq-empresariamento', '/seletiva');
  await expect(page).toHaveTitle(main);
  await open(page, 'cq-empresariamento', '/publicacoes');
  await expect(page).toHaveTitle(main);

  await open(page, 'cq-empresariamento', '/jornalistas');
  const profile = await page.getByTestId('talent-grid').locator('a[href]').first().getAttribute('href');
  await open(page, 'cq-empresariamento', profile!);
  await expect(page).toHaveTitle(main);

  const missingPage = await open(page, 'cq-empresariamento', '/nao-existe');
  expect(missingPage?.status()).toBe(404);

  const music = titlePattern('CQ Music');
  for (const path of ['/', '/eventos', '/en/eventos']) {
    await open(page, 'music', path);
    await expect(page, path).toHaveTitle(music);
  }
  await open(page, 'music', '/eventos');
  const event = await page.getByTestId('post-card').locator('a[href]').first().getAttribute('href');
  await open(page, 'music', event!);
  await expect(page).toHaveTitle(music);

  expect(missing).toEqual([]);
});

test('relative canonical URLs resolve on the brand domain (metadataBase)', async ({ page }) => {
  await open(page, 'music', '/en');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https:\/\/[^/]+\/en$/);
});
