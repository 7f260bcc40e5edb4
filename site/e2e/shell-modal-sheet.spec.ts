import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { largestPaints, recordLargestPaints } from './support/largest-paints';
import { skipIntro, warmRoot } from './shell-support';
import { brandOrigin } from './support/stack';

/*
 * The opening modal's two shapes: on a phone a compact sheet at the bottom (at most 40% of the
 * viewport, its image a thumbnail beside the text, never the page's largest paint, no shade over the
 * page); from 768 px the 600 px panel with its image on top, over a shade.
 */

const PHONE = { width: 390, height: 844 };

function openingModal(page: Page) {
  return page.getByTestId('initial-modal');
}

/** Resolves once the modal's image has loaded and two frames have been drawn with it. */
async function imagePainted(page: Page) {
  const image = openingModal(page).locator('img');
  await expect(image).toHaveCount(1);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(), 300))),
      ),
  );
  return image;
}

/** The colour of the shade the open modal lays over the page (its ::backdrop). */
function backdropColour(page: Page) {
  return openingModal(page).evaluate((dialog) => getComputedStyle(dialog, '::backdrop').backgroundColor);
}

test.describe('opening modal on a phone (390 px)', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('a sheet at the bottom, at most 40% of the viewport, whose thumbnail is never the last LCP entry', async ({
    page,
  }) => {
    await warmRoot(page, 'jabuticaba');
    await recordLargestPaints(page);
    // A first visit with no tap: a tap would end the browser's LCP records before the modal opens.
    await page.goto(`${brandOrigin('jabuticaba')}/`);
    await expect(page.getByTestId('prehome')).toHaveCount(0, { timeout: 20_000 });
    const modal = openingModal(page);
    await expect(modal).toBeVisible();
    // The sheet's opening slide has ended (its box is where it stays).
    await expect
      .poll(() => modal.evaluate((dialog) => dialog.getAnimations().every((a) => a.playState === 'finished')))
      .toBe(true);
    const image = await imagePainted(page);

    const sheet = (await modal.boundingBox())!;
    // No shade over the page above it.
    expect(await backdropColour(page)).toBe('rgba(0, 0, 0, 0)');
    expect(sheet.height).toBeLessThanOrEqual(PHONE.height * 0.4 + 0.5);
    expect(sheet.width).toBe(PHONE.width);
    expect(Math.abs(sheet.y + sheet.height - PHONE.height)).toBeLessThanOrEqual(1);
    const thumbnail = (await image.boundingBox())!;
    expect(thumbnail.width).toBeLessThanOrEqual(96);
    expect(thumbnail.height).toBeLessThanOrEqual(96);
    // A thumbnail's rendition, not a 600 px one.
    const rendered = await image.evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(rendered).toBeLessThanOrEqual(384);

    const paints = await largestPaints(page);
    expect(paints.length).toBeGreaterThan(0);
    const last = paints.at(-1)!;
    const thumbnailUrl = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(last.url).not.toBe(thumbnailUrl);
    // Nor is it the sheet's text.
    const sheetText = (await modal.textContent()) ?? '';
    if (last.url === '') expect(last.text.trim() === '' || sheetText.includes(last.text.trim())).toBe(false);

    await modal.getByRole('button', { name: 'Fechar' }).tap();
    await expect(modal).toBeHidden();
  });

  test('a tap on the mask above the sheet closes it; the close button too', async ({ page }) => {
    await skipIntro(page, 'digital', '/', 'Pular introdução');
    const modal = openingModal(page);
    await expect(modal).toBeVisible();
    await page.touchscreen.tap(PHONE.width / 2, 40);
    await expect(modal).toBeHidden();

    await skipIntro(page, 'digital', '/en', 'Skip intro');
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).tap();
    await expect(modal).toBeHidden();
  });
});

test.describe('opening modal from 768 px', () => {
  test('at 1440 px the 600 px panel, centred, its image across the top', async ({ page }) => {
    await skipIntro(page, 'jabuticaba', '/', 'Pular introdução');
    const modal = openingModal(page);
    await expect(modal).toBeVisible();
    await expect
      .poll(() => modal.evaluate((dialog) => dialog.getAnimations().every((a) => a.playState === 'finished')))
      .toBe(true);
    const image = await imagePainted(page);
    const panel = (await modal.boundingBox())!;
    const viewport = page.viewportSize()!;
    // The page behind is shaded.
    expect(await backdropColour(page)).toBe('rgba(11, 11, 11, 0.62)');
    expect(panel.width).toBe(600);
    expect(Math.abs(panel.x + panel.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);
    expect(Math.abs(panel.y + panel.height / 2 - viewport.height / 2)).toBeLessThanOrEqual(1);
    const cover = (await image.boundingBox())!;
    expect(cover.width).toBe(600);
    expect(cover.y).toBe(panel.y);
    // The 16:10 cover at the panel's width.
    expect(Math.round(cover.height)).toBe(375);
    await modal.getByRole('button', { name: 'Fechar' }).click();
    await expect(modal).toBeHidden();
  });
});
