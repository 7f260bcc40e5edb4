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

/** The failed images read per page, spread over it (a list repeats one card many times). */
const READ_PER_PAGE = 12;
/** A failed image counts as covered when the tile paints most of its box. */
const COVERED_SHARE = 0.5;
/** The tile of the images being read in another colour: what changes is what the tile paints. */
const RECOLOURED_TILE = '[data-failed-image]::after { background: #f0f !important; }';
/** Edge fades off while the images are read: a logo held at a marquee's faded edge shows neither tile nor icon. */
const NO_FADES = '* { mask-image: none !important; -webkit-mask-image: none !important; }';

interface FailedImage {
  src: string;
  /** The share of the image's box that the tile paints: what changes when the tile changes colour. */
  tile: number;
}

/** The share of pixels that differ between two screenshots of one box (PNG, same size). */
function changedShare(page: Page, before: Buffer, after: Buffer): Promise<number> {
  return page.evaluate(
    async ({ first, second }) => {
      const pixels = async (png: string) => {
        const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [one, two] = await Promise.all([pixels(first), pixels(second)]);
      if (one.length !== two.length) return 1;
      let changed = 0;
      for (let at = 0; at < one.length; at += 4)
        if ([0, 1, 2].some((channel) => Math.abs(one[at + channel]! - two[at + channel]!) > 8)) changed += 1;
      return changed / (one.length / 4);
    },
    { first: before.toString('base64'), second: after.toString('base64') },
  );
}

/**
 * The page's images that were asked for and have no picture (up to READ_PER_PAGE of them), each with the share of its box the
 * neutral tile paints, read from screenshots of the box with the tile and with the tile recoloured:
 * with no tile (the rule gone, or never reaching the image) the two are the same torn-image icon
 * and alt text, and the share is 0. Images another element hides (a carousel's slides out of view)
 * are left to the page types that show them.
 */
async function failedImages(page: Page): Promise<FailedImage[]> {
  const marked = await page.evaluate(() => {
    const failed = [...document.images].filter(
      (img) => img.complete && img.naturalWidth === 0 && (img.currentSrc || img.getAttribute('src')),
    );
    document.querySelectorAll('[data-failed-image]').forEach((img) => img.removeAttribute('data-failed-image'));
    failed.forEach((img, index) => img.setAttribute('data-failed-image', String(index)));
    // Held still while they are read, so only the tile tells the screenshots apart (a marquee
    // moves); paused, not finished, so nothing ends early (the pre-home).
    const running = document.getAnimations().filter((animation) => animation.playState === 'running');
    running.forEach((animation) => animation.pause());
    (window as unknown as { heldAnimations: Animation[] }).heldAnimations = running;
    return failed.length;
  });
  const images: FailedImage[] = [];
  const fadesOff = await page.addStyleTag({ content: NO_FADES });
  const step = Math.max(1, Math.ceil(marked / READ_PER_PAGE));
  for (let index = 0; index < marked; index += step) {
    const image = page.locator(`[data-failed-image="${index}"]`);
    const box = await image
      .evaluate(
        (img: HTMLImageElement) => {
          // Not painted at all (a slide faded out): no icon to show.
          if (!img.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null;
          img.scrollIntoView({ block: 'center', inline: 'center' });
          // The part of the box on screen: within the viewport and every ancestor that clips it (a
          // marquee's logo translated past its frame is in the viewport but not shown).
          const rect = img.getBoundingClientRect();
          let [left, top, right, bottom] = [rect.left, rect.top, rect.right, rect.bottom];
          for (let box = img.parentElement; box; box = box.parentElement) {
            const style = getComputedStyle(box);
            if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
            const frame = box.getBoundingClientRect();
            [left, top] = [Math.max(left, frame.left), Math.max(top, frame.top)];
            [right, bottom] = [Math.min(right, frame.right), Math.min(bottom, frame.bottom)];
          }
          const x = Math.max(left, 0);
          const y = Math.max(top, 0);
          const width = Math.min(right, innerWidth) - x;
          const height = Math.min(bottom, innerHeight) - y;
          if (width < 4 || height < 4) return null;
          // Hit-testing may land on a link or caption laid over the image, never on another slide.
          const hit = document.elementFromPoint(x + width / 2, y + height / 2);
          const shown = hit !== null && (hit === img || img.parentElement!.contains(hit) || hit.contains(img));
          return shown ? { x, y, width, height, src: img.currentSrc || img.getAttribute('src') || '' } : null;
        },
        undefined,
        { timeout: 2_000 },
      )
      // Gone meanwhile (the pre-home ends): nothing left to show a torn icon.
      .catch(() => null);
    if (!box) continue;
    // The box as it is on screen, without waiting for the element to hold still (the pre-home moves).
    const clip = { x: box.x, y: box.y, width: box.width, height: box.height };
    const shot = () => page.screenshot({ clip, scale: 'css' });
    const withTile = await shot();
    const recolour = await page.addStyleTag({ content: RECOLOURED_TILE });
    const recoloured = await shot();
    await recolour.evaluate((style: Element) => style.remove());
    images.push({
      src: box.src,
      tile: await changedShare(page, withTile, recoloured),
    });
  }
  await fadesOff.evaluate((style: Element) => style.remove());
  await page.evaluate(() =>
    (window as unknown as { heldAnimations: Animation[] }).heldAnimations.forEach((animation) => animation.play()),
  );
  return images;
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
        images.filter((image) => image.tile < COVERED_SHARE).map((image) => `${image.src} (${image.tile.toFixed(2)})`),
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
  // Its cells are revealed one after another (a clip opening, which reading holds still): read
  // once every reveal has finished, so a cell is never read half-clipped.
  const revealed = await page.evaluate(async () => {
    const reveals = document
      .getAnimations()
      .filter((animation) => animation instanceof CSSAnimation && /reveal$/.test(animation.animationName));
    await Promise.all(reveals.map((animation) => animation.finished));
    return reveals.length;
  });
  expect(revealed).toBeGreaterThan(0);
  const cells = await failedImages(page);
  expect(cells.length).toBeGreaterThan(0);
  expect(cells.filter((image) => image.tile < COVERED_SHARE)).toEqual([]);
  await expect(intro).toHaveCount(0, { timeout: 20_000 });
  const modal = page.getByTestId('initial-modal');
  await expect(modal).toBeVisible();
  const picture = modal.locator('img').first();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete), { timeout: 15_000 }).toBe(true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
  expect((await failedImages(page)).filter((image) => image.tile < COVERED_SHARE)).toEqual([]);
});
