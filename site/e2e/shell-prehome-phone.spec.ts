import type { Page } from '@playwright/test';
import { abortedLoad, expect, literal, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { largestPaints, recordLargestPaints } from './support/largest-paints';
import { warmRoot } from './shell-support';
import { BRAND_ORDER, brandOrigin, type BrandKey } from './support/stack';

/*
 * The pre-home on a phone (390x844) and without JavaScript: it ends 6 s after the tiles that are
 * shown have loaded (narrow screens hide two of the five, which then never load), at the latest
 * at its ceiling whatever the network, and never covers the page when scripts do not run.
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** The page's own clock: when the load event ended and when the intro left the document. */
async function watchIntro(page: Page) {
  await page.addInitScript(() => {
    const times: { seen?: number; gone?: number } = {};
    (window as unknown as { __intro: typeof times }).__intro = times;
    new MutationObserver(() => {
      const intro = document.querySelector('[data-testid="prehome"]');
      if (intro) times.seen ??= performance.now();
      else if (times.seen !== undefined) times.gone ??= performance.now();
    }).observe(document, { subtree: true, childList: true });
  });
}

async function introTimes(page: Page) {
  return page.evaluate(() => ({
    gone: (window as unknown as { __intro: { gone?: number } }).__intro.gone ?? Number.NaN,
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  }));
}

/** What a visitor sees once the intro is gone: the main brand's selector, or the brand's home. */
function pageContent(page: Page, brand: BrandKey) {
  return brand === 'cq-empresariamento'
    ? page.locator('section[aria-labelledby="selector-title"]')
    : page.locator('main h1, main h2').first();
}

test.describe('pre-home on a phone', () => {
  for (const brand of BRAND_ORDER) {
    test(`${brand}: a first visit shows the page within 8 s of load, with no tap`, async ({ page }) => {
      await warmRoot(page, brand);
      await watchIntro(page);
      await page.goto(`${brandOrigin(brand)}/`);
      const intro = page.getByTestId('prehome');
      await expect(intro).toBeVisible();
      // The three tiles a phone shows load; the two it hides are never fetched.
      await expect(intro).toHaveAttribute('data-ready', 'true', { timeout: 10_000 });
      await expect(intro).toHaveCount(0, { timeout: 12_000 });
      const { gone, load } = await introTimes(page);
      // It did run its course (6 s after the tiles), and the page was there within 8 s of load.
      expect(gone).toBeGreaterThanOrEqual(6_000);
      expect(gone - load).toBeLessThanOrEqual(8_000);
      await expect(pageContent(page, brand)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('a band at the bottom, at most 40% of the screen, the page shown above it; its portraits are never the LCP', async ({
    page,
  }) => {
    await warmRoot(page, 'jabuticaba');
    await recordLargestPaints(page);
    // A first visit with no tap: a tap would end the browser's LCP records.
    await page.goto(`${brandOrigin('jabuticaba')}/`);
    const intro = page.getByTestId('prehome');
    await expect(intro).toHaveAttribute('data-ready', 'true', { timeout: 10_000 });
    const band = (await intro.boundingBox())!;
    expect(band.width).toBe(PHONE.width);
    expect(band.height).toBeLessThanOrEqual(PHONE.height * 0.4 + 0.5);
    expect(Math.abs(band.y + band.height - PHONE.height)).toBeLessThanOrEqual(1);
    // On the page's paper, as the opening modal's sheet that follows it.
    expect(await intro.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(247, 245, 242)');
    // Above the band the visitor sees the page itself, not the intro.
    const above = await page.evaluate(
      (y) => document.elementFromPoint(195, y)?.closest('[data-testid="prehome"], header, main')?.tagName ?? '',
      band.y / 2,
    );
    expect(['HEADER', 'MAIN']).toContain(above);
    const portraits = await intro
      .locator('img')
      .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).currentSrc).filter(Boolean));
    expect(portraits.length).toBe(3);
    await expect(intro).toHaveCount(0, { timeout: 12_000 });
    const paints = await largestPaints(page);
    expect(paints.length).toBeGreaterThan(0);
    for (const paint of paints) expect(portraits).not.toContain(paint.url);
  });

  test('tiles that never load: the intro ends at its 10 s ceiling', async ({ page }) => {
    await watchIntro(page);
    // The intro pictures' requests hang: no load, no error, as on a stalled network.
    await page.route(/intro-\d/, () => undefined);
    // The load event never comes while those requests hang.
    await page.goto(`${brandOrigin('music')}/`, { waitUntil: 'domcontentloaded' });
    const intro = page.getByTestId('prehome');
    await expect(intro).toBeVisible();
    await expect(intro).not.toHaveAttribute('data-ready', 'true');
    await expect(intro).toHaveCount(0, { timeout: 15_000 });
    const gone = (await introTimes(page)).gone;
    // Counted from the start of navigation: ten seconds, then the half-second fade.
    expect(gone).toBeGreaterThanOrEqual(10_000);
    expect(gone).toBeLessThan(12_500);
    await expect(pageContent(page, 'music')).toBeVisible();
  });

  test('scripts that never run: the intro steps aside at the same ceiling by itself', async ({
    page,
    expectConsoleError,
  }) => {
    // JavaScript on, but the page's scripts fail to arrive (refused here on purpose), so nothing hydrates.
    expectConsoleError(
      abortedLoad('ERR_CONNECTION_REFUSED', new RegExp(`${literal(brandOrigin('jabuticaba'))}/_next/static/\\S+\\.js`)),
    );
    await page.route('**/_next/static/**/*.js', (route) => route.abort('connectionrefused'));
    await page.goto(`${brandOrigin('jabuticaba')}/`);
    const intro = page.getByTestId('prehome');
    await expect(intro).toBeVisible();
    await expect(intro).toBeHidden({ timeout: 14_000 });
    await expect(pageContent(page, 'jabuticaba')).toBeVisible();
  });
});

test.describe('pre-home from 768 px', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test('at 1440 px it covers the whole screen, five portraits across', async ({ page }) => {
    await warmRoot(page, 'jabuticaba');
    await page.goto(`${brandOrigin('jabuticaba')}/`);
    const intro = page.getByTestId('prehome');
    await expect(intro).toHaveAttribute('data-ready', 'true', { timeout: 10_000 });
    expect(await intro.boundingBox()).toEqual({ x: 0, y: 0, width: 1440, height: 900 });
    await expect(intro.locator('img:visible')).toHaveCount(5);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const brand of BRAND_ORDER) {
    test(`${brand}: the root shows ${brand === 'cq-empresariamento' ? 'the brand selector' : 'the brand’s home'}, never the intro`, async ({
      page,
    }) => {
      await page.goto(`${brandOrigin(brand)}/`);
      await expect(page.getByTestId('prehome')).toBeHidden();
      await expect(pageContent(page, brand)).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
    });
  }

  test('favourites say that they need JavaScript instead of showing grey blocks forever', async ({ page }) => {
    await page.goto(`${brandOrigin('cq-empresariamento')}/favoritos`);
    await expect(page.getByText('Os favoritos ficam guardados neste navegador')).toBeVisible();
    await expect(page.locator('[aria-busy="true"] ul')).toBeHidden();
    await page.goto(`${brandOrigin('digital')}/en/favoritos`);
    await expect(page.getByText('Favourites are kept in this browser')).toBeVisible();
  });
});
