import type { CDPSession, Page } from '@playwright/test';
import { openContent } from './content-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';

/*
 * Event and show pages never trap the scroll: past 180 px the gallery of the remaining slides
 * expands across the whole screen in the page, and scrolling goes on through it to the page's end
 * (description, sections, previous/next). The full-screen view opens only when asked, and
 * scrolling on past its end brings the visitor back to the page.
 */
const PAGES = [
  { name: 'event', brand: 'music', path: '/eventos/23/encontro-de-violas' },
  { name: 'show', brand: 'cultural', path: '/espetaculos/21/sal-e-acucar' },
] as const;

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

async function atPageEnd(page: Page) {
  return page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
}

/** Scrolls with the mouse wheel, step by step, until the page's end (or too many steps). */
async function wheelToEnd(page: Page) {
  await page.mouse.move(page.viewportSize()!.width / 2, page.viewportSize()!.height / 2);
  for (let step = 0; step < 80 && !(await atPageEnd(page)); step += 1) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(60);
  }
}

/** One upward swipe of a finger (touch events, as a phone sends them) from the lower part of the screen. */
async function swipeUp(page: Page, cdp: CDPSession) {
  const { width, height } = page.viewportSize()!;
  const x = Math.round(width / 2);
  let y = Math.round(height * 0.8);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 0; step < 10; step += 1) {
    y -= Math.round(height * 0.05);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForTimeout(100);
}

/** Scrolls with a finger until the page's end (or too many swipes). */
async function swipeToEnd(page: Page, cdp: CDPSession) {
  for (let step = 0; step < 40 && !(await atPageEnd(page)); step += 1) await swipeUp(page, cdp);
}

for (const { name, brand, path } of PAGES) {
  for (const viewport of WIDTHS) {
    test.describe(`${name} page at ${viewport.width} px`, () => {
      test.use({ viewport, hasTouch: true, isMobile: viewport.width < 768 });

      test('the wheel goes on past 180 px to the end of the page, previous/next in reach', async ({ page }) => {
        await openContent(page, brand, path);
        await wheelToEnd(page);
        expect(await atPageEnd(page)).toBe(true);
        await expect(page.getByTestId('expanded-gallery')).toHaveAttribute('data-expanded', 'true');
        await expect(page.getByTestId('fullscreen-gallery')).toHaveCount(0);
        const neighbours = page.getByTestId('post-neighbours');
        await expect(neighbours.getByRole('link').first()).toBeInViewport();
      });

      test('a finger goes on past 180 px to the end of the page', async ({ page }) => {
        await openContent(page, brand, path);
        const cdp = await page.context().newCDPSession(page);
        await swipeToEnd(page, cdp);
        expect(await atPageEnd(page)).toBe(true);
        await expect(page.getByTestId('fullscreen-gallery')).toHaveCount(0);
      });
    });
  }
}

test.describe('the full-screen view', () => {
  test('opens on request, closes with its button, Escape, or a scroll past its end', async ({ page }) => {
    await openContent(page, 'music', '/eventos/23/encontro-de-violas');
    const open = page.getByRole('button', { name: 'Ver galeria em tela cheia' });
    await open.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('expanded-gallery')).toHaveAttribute('data-expanded', 'true');
    await expectNoSeriousA11yViolations(page);

    await open.click();
    const screen = page.getByRole('dialog', { name: 'Galeria ampliada' });
    await expect(screen).toBeVisible();
    const viewport = page.viewportSize()!;
    expect(await screen.boundingBox()).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    const close = screen.getByRole('button', { name: 'Fechar' });
    await expect(close).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await close.click();
    await expect(screen).toHaveCount(0);
    // Focus goes back to the button that opened it.
    await expect(open).toBeFocused();

    await open.click();
    await expect(screen).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(screen).toHaveCount(0);

    // Scrolling on past the end of the view closes it: the page is never held.
    await open.click();
    await expect(screen).toBeVisible();
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    for (let step = 0; step < 40 && (await screen.count()) > 0; step += 1) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(60);
    }
    await expect(screen).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(before);
  });

  test('on a phone, a swipe past the end of the view closes it', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await openContent(page, 'cultural', '/espetaculos/21/sal-e-acucar');
    await page.getByRole('button', { name: 'Ver galeria em tela cheia' }).click();
    const screen = page.getByRole('dialog', { name: 'Galeria ampliada' });
    await expect(screen).toBeVisible();
    const cdp = await context.newCDPSession(page);
    for (let step = 0; step < 30 && (await screen.count()) > 0; step += 1) await swipeUp(page, cdp);
    await expect(screen).toHaveCount(0);
    await swipeToEnd(page, cdp);
    expect(await atPageEnd(page)).toBe(true);
    await context.close();
  });

  test('in English too', async ({ page }) => {
    await openContent(page, 'music', '/en/eventos');
    const first = page.locator('a[href^="/en/eventos/"]').first();
    await first.click();
    await expect(page).toHaveURL(/\/en\/eventos\/\d+\//);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'View the gallery full screen' }).click();
    const screen = page.getByRole('dialog', { name: 'Expanded gallery' });
    await expect(screen).toBeVisible();
    await screen.getByRole('button', { name: 'Close' }).click();
    await expect(screen).toHaveCount(0);
  });
});
