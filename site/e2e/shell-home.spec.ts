import { expect, test } from './support/test';
import { brandOrigin } from './support/stack';
import { expectNoSeriousA11yViolations } from './support/axe';
import { captureBothWidths } from './support/screenshots';
import { documentIdOf } from './support/persisted-documents';
import { openWithoutIntro, skipIntro, warmRoot } from './shell-support';

test.describe('brand selector (main brand root)', () => {
  test('Enter with nothing chosen shows the error state; a second click deselects', async ({ page }) => {
    await openWithoutIntro(page, 'cq-empresariamento');
    const selector = page.locator('section[aria-labelledby="selector-title"]');
    await expect(selector.locator('[data-brand-option]')).toHaveCount(5);
    await expectNoSeriousA11yViolations(page);
    await captureBothWidths(page, 'shell-selector');

    await page.getByRole('button', { name: /Entrar/ }).click();
    await expect(selector).toHaveAttribute('data-error', 'true');
    // Said in words a sighted visitor sees, not only a tint of the rules.
    const message = selector.getByRole('alert');
    await expect(message).toHaveText('Selecione uma marca para entrar.');
    await expect(message).toBeVisible();
    expect((await message.boundingBox())?.height ?? 0).toBeGreaterThan(10);
    await expectNoSeriousA11yViolations(page);

    const music = page.getByRole('button', { name: /CQ Music/ });
    await music.click();
    await expect(music).toHaveAttribute('aria-pressed', 'true');
    await expect(selector).not.toHaveAttribute('data-error', 'true');
    await expect(message).toHaveText('');
    await music.click();
    await expect(music).toHaveAttribute('aria-pressed', 'false');
  });

  test('the main brand is entered in place and shows its talents', async ({ page }) => {
    await openWithoutIntro(page, 'cq-empresariamento');
    await page.getByRole('button', { name: /CQ Empresariamento/ }).click();
    await page.getByRole('button', { name: /Entrar/ }).click();
    await expect(page.locator('[data-brand-option]')).toHaveCount(0);
    await expect(page).toHaveURL(`${brandOrigin('cq-empresariamento')}/`);
    await expect(page.getByRole('searchbox').or(page.getByRole('textbox')).first()).toBeVisible();
  });

  test('the sisters’ direct addresses are asked when the visitor reaches for the selector, not on load', async ({
    page,
  }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/graphql')) reads.push(request.url());
    });
    await openWithoutIntro(page, 'cq-empresariamento');
    const selector = page.locator('section[aria-labelledby="selector-title"]');
    await expect(selector.locator('[data-brand-option]')).toHaveCount(5);
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);

    const asked = page.waitForRequest((request) => request.url().includes('/api/graphql'));
    await selector.getByRole('button', { name: /CQ Music/ }).hover();
    // By its persisted id alone: the document's text never leaves the browser.
    const read = new URL((await asked).url()).searchParams;
    expect(read.get('documentId')).toBe(documentIdOf('BrandSites'));
    expect([...read.keys()].sort()).toEqual(['documentId', 'variables']);
  });

  test('another brand is entered on its own site', async ({ page }) => {
    await openWithoutIntro(page, 'cq-empresariamento');
    await page.getByRole('button', { name: /CQ Music/ }).click();
    await page.getByRole('button', { name: /Entrar/ }).click();
    await page.waitForURL(`${brandOrigin('music')}/`);
    await expect(page).toHaveTitle('Início | CQ Music');
  });

  test('on the other brands the root shows their content directly', async ({ page }) => {
    await openWithoutIntro(page, 'music');
    await expect(page.locator('[data-brand-option]')).toHaveCount(0);
    await expect(page.locator('main')).toContainText('Eventos');
    await openWithoutIntro(page, 'cultural');
    await expect(page.locator('main')).toContainText(/Espet[aá]culos/);
  });
});

test.describe('pre-home and initial modal', () => {
  test('first load at the root: the intro ends about 6 s after its images load, then the modal opens', async ({
    page,
  }) => {
    // The page's own clock notes when the intro's shown images arrived (resource timing, read once
    // the intro says they are in) and when it is gone: the test's own waits (the load event,
    // polling) would blur a 6 s rule on a busy machine.
    await page.addInitScript(() => {
      const times: { ready?: number; gone?: number } = {};
      (window as unknown as { __intro: typeof times }).__intro = times;
      new MutationObserver(() => {
        const intro = document.querySelector('[data-testid="prehome"]');
        if (intro?.hasAttribute('data-ready') && times.ready === undefined) {
          const shown = [...intro.querySelectorAll('img')].filter((img) => img.getClientRects().length > 0);
          times.ready = Math.max(
            ...shown.map(
              (img) => (performance.getEntriesByName(img.currentSrc)[0] as PerformanceResourceTiming).responseEnd,
            ),
          );
        }
        if (times.ready !== undefined && !intro) times.gone ??= performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-ready'] });
    });
    await warmRoot(page, 'jabuticaba');
    await page.goto(`${brandOrigin('jabuticaba')}/`);
    const intro = page.locator('[data-testid="prehome"]');
    await expect(intro).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
    await expect(intro).toHaveCount(0, { timeout: 15_000 });
    const { ready, gone } = await page.evaluate(
      () => (window as unknown as { __intro: { ready: number; gone: number } }).__intro,
    );
    // 6 s after the images, then a 0.5 s fade.
    expect(gone - ready).toBeGreaterThanOrEqual(6_000);
    expect(gone - ready).toBeLessThan(8_000);

    const modal = page.getByRole('dialog', { name: 'Seletiva aberta' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Fechar' })).toBeFocused();
    const box = await modal.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(600);
    await expectNoSeriousA11yViolations(page);
    await modal.getByRole('button', { name: 'Fechar' }).click();
    await expect(modal).toBeHidden();
  });

  test('a click on the mask and Escape close the modal', async ({ page }) => {
    await skipIntro(page, 'digital', '/', 'Pular introdução');
    const modal = page.getByRole('dialog', { name: 'Seletiva aberta' });
    await expect(modal).toBeVisible();
    await page.mouse.click(8, 8);
    await expect(modal).toBeHidden();

    await skipIntro(page, 'digital', '/en', 'Skip intro');
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  test("music's and cultural's modals invite to what their sites offer, never to a scouting they do not have", async ({
    page,
  }) => {
    for (const [brand, title, cta, href] of [
      ['music', 'Agenda de shows', 'Ver a agenda', '/eventos'],
      ['cultural', 'Oficinas abertas', 'Ver as oficinas', '/workshop'],
    ] as const) {
      await skipIntro(page, brand, '/', 'Pular introdução');
      const modal = page.getByRole('dialog', { name: title });
      await expect(modal, brand).toBeVisible();
      await expect(modal.getByRole('link', { name: cta })).toHaveAttribute('href', href);
      await expect(modal).not.toContainText(/seletiva|inscreva/i);
      // The invitation leads to a page the brand has.
      await modal.getByRole('link', { name: cta }).click();
      await expect(page).toHaveURL(`${brandOrigin(brand)}${href}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('the main brand shows the modal only once a brand is chosen', async ({ page }) => {
    await skipIntro(page, 'cq-empresariamento', '/', 'Pular introdução');
    const modal = page.getByRole('dialog', { name: 'Seletiva aberta' });
    await expect(page.locator('[data-brand-option]')).toHaveCount(5);
    await expect(modal).toBeHidden();
    await page.getByRole('button', { name: /CQ Empresariamento/ }).click();
    await page.getByRole('button', { name: /Entrar/ }).click();
    await expect(modal).toBeVisible();
  });

  test('off when the referrer is one of our sites or local, and off away from the root', async ({ page }) => {
    await page.goto(`${brandOrigin('jabuticaba')}/`, { referer: 'https://www.cqdigital.com.br/contato' });
    await expect(page.locator('footer')).toBeVisible();
    await expect(page.locator('[data-testid="prehome"]')).toHaveCount(0);
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog', { name: 'Seletiva aberta' })).toBeHidden();

    await page.goto(`${brandOrigin('jabuticaba')}/contato`);
    await expect(page.locator('[data-testid="prehome"]')).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Seletiva aberta' })).toBeHidden();
  });
});
