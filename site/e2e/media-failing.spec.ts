import type { Page } from '@playwright/test';
import { BRANDS } from '@agency/schema/brands';
import { abortedLoad, expect, failedLoad, literal, test } from './support/test';
import { pagesOf } from './support/page-types';
import { brandOrigin, SANDBOX_URL } from './support/stack';

/*
 * The media hosts slow or down, as the browser meets it: the site's image optimizer gives up and
 * answers 504 for every image it serves (post lists and pages, highlights, galleries, posters, the
 * pre-home), and the talent media CDN, which the browser asks directly, refuses connections. Every
 * page type of every brand is opened and scrolled through: each image that failed must show the
 * neutral tile (its ::after, drawn only while an image has no picture) and no image may be left
 * showing the browser's torn-image icon.
 */
const CDN_ORIGIN = SANDBOX_URL.replace(/:(\d+)$/, (_, port: string) => `:${Number(port) + 1}`);
const OPTIMIZER = /\/_next\/image\?/;

interface FailedImage {
  src: string;
  covered: boolean;
}

/** The page's images that were asked for and have no picture, and whether each is covered by the neutral tile. */
function failedImages(page: Page): Promise<FailedImage[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => img.complete && img.naturalWidth === 0 && (img.currentSrc || img.getAttribute('src')))
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      })
      .map((img) => {
        // Computed sizes of a pseudo-element on an image read 'auto'; its position and inset say it covers the box.
        const tile = getComputedStyle(img, '::after');
        return {
          src: img.currentSrc || img.getAttribute('src') || '',
          covered:
            tile.content !== 'none' &&
            tile.position === 'absolute' &&
            tile.inset === '0px' &&
            tile.backgroundColor !== 'rgba(0, 0, 0, 0)' &&
            getComputedStyle(img).position !== 'static',
        };
      }),
  );
}

/** Scrolls through the whole page so its lazy images are asked for, then waits for their answers. */
async function scrollThrough(page: Page) {
  for (let y = 0; ; y += 700) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (y > height) break;
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

test.beforeEach(async ({ context, expectConsoleError }) => {
  await context.route(OPTIMIZER, (route) => route.fulfill({ status: 504, body: 'upstream image timed out' }));
  await context.route(`${CDN_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
  for (const brand of BRANDS)
    expectConsoleError(failedLoad(504, new RegExp(`${literal(brandOrigin(brand.key))}/_next/image\\?\\S+`)));
  expectConsoleError(abortedLoad('ERR_CONNECTION_REFUSED', new RegExp(`${literal(CDN_ORIGIN)}/\\S+`)));
});

test('with the media hosts down, no page type of any brand shows a torn-image icon', async ({ page, request }) => {
  test.setTimeout(300_000);
  const covered = new Set<string>();
  let failed = 0;
  for (const brand of BRANDS) {
    const origin = brandOrigin(brand.key);
    const read = async (path: string) => (await request.get(`${origin}${path}`)).text();
    for (const { type, path } of await pagesOf(read, brand, covered)) {
      covered.add(type);
      await page.goto(`${origin}${path}`, { referer: 'http://localhost/' });
      await scrollThrough(page);
      const images = await failedImages(page);
      failed += images.length;
      expect(
        images.filter((image) => !image.covered).map((image) => image.src),
        `${brand.key}${path} (${type}): images that failed with no neutral tile`,
      ).toEqual([]);
    }
  }
  // The hosts really were down for the pages: images failed, and each showed its tile.
  expect(failed).toBeGreaterThan(10);
});

test('the pre-home and the opening modal, with their images failing, show tiles, not torn icons', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${brandOrigin('music')}/`);
  const intro = page.locator('[data-testid="prehome"]');
  await expect(intro).toBeVisible();
  await expect.poll(async () => (await failedImages(page)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect((await failedImages(page)).filter((image) => !image.covered)).toEqual([]);
  await expect(intro).toHaveCount(0, { timeout: 20_000 });
  const modal = page.getByTestId('initial-modal');
  await expect(modal).toBeVisible();
  const picture = modal.locator('img').first();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete), { timeout: 15_000 }).toBe(true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
  expect((await failedImages(page)).filter((image) => !image.covered)).toEqual([]);
});
