import { expect, failedLoad, test } from './support/test';
import { brandOrigin } from './support/stack';
import { expectNoSeriousA11yViolations } from './support/axe';
import { captureBothWidths } from './support/screenshots';
import { navGroup, openWithoutIntro } from './shell-support';

test.describe('languages', () => {
  test('switching to English (/en) and back to Portuguese (unprefixed)', async ({ page }) => {
    await openWithoutIntro(page, 'jabuticaba', '/contato');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(`${brandOrigin('jabuticaba')}/en/contato`);
    await expect(navGroup(page, 'left')).toContainText('Contact');
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);

    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Português' }).click();
    await expect(page).toHaveURL(`${brandOrigin('jabuticaba')}/contato`);
    await expect(navGroup(page, 'left')).toContainText('Contato');
  });

  test('the root is Portuguese whatever the browser language; /en is English', async ({ browser, watchPage }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    watchPage(page);
    await page.goto(`${brandOrigin('music')}/`, { referer: 'http://localhost/' });
    await expect(page).toHaveURL(`${brandOrigin('music')}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await page.goto(`${brandOrigin('music')}/en`, { referer: 'http://localhost/' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
    await context.close();
  });

  test('a path starting with /pt redirects to the unprefixed path', async ({ request }) => {
    const response = await request.get(`${brandOrigin('digital')}/pt/contato`, { maxRedirects: 0 });
    expect([307, 308]).toContain(response.status());
    expect(new URL(response.headers()['location'] ?? '', brandOrigin('digital')).pathname).toBe('/contato');
  });
});

test.describe('error pages', () => {
  test('an unknown language prefix ends in the 404 page, in the default language', async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(failedLoad(404, `${brandOrigin('cq-empresariamento')}/fr/x`)); // the 404 asked for
    const response = await page.goto(`${brandOrigin('cq-empresariamento')}/fr/x`, { referer: 'http://localhost/' });
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esta página não foi encontrada.');
  });

  test('the 404 page offers Voltar (history back) and INÍCIO in Portuguese, and is accessible', async ({
    page,
    expectConsoleError,
  }) => {
    // The 404 asked for (and again on coming forward to it).
    expectConsoleError(failedLoad(404, `${brandOrigin('jabuticaba')}/pagina-inexistente/123/abc/def`));
    await openWithoutIntro(page, 'jabuticaba', '/contato');
    await page.goto(`${brandOrigin('jabuticaba')}/pagina-inexistente/123/abc/def`, { referer: 'http://localhost/' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esta página não foi encontrada.');
    await expect(page.getByRole('main')).not.toContainText(/This page|Return|HOME/);
    await expectNoSeriousA11yViolations(page);
    await captureBothWidths(page, 'shell-404');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(`${brandOrigin('jabuticaba')}/contato`);
    await page.goForward();
    await page.getByRole('link', { name: 'INÍCIO' }).click();
    await expect(page).toHaveURL(`${brandOrigin('jabuticaba')}/`);
  });

  test("the English 404 page keeps the spec's words (Return, HOME)", async ({ page, expectConsoleError }) => {
    expectConsoleError(failedLoad(404, `${brandOrigin('jabuticaba')}/en/pagina-inexistente/123/abc/def`)); // asked for
    await openWithoutIntro(page, 'jabuticaba', '/en/contato');
    await page.goto(`${brandOrigin('jabuticaba')}/en/pagina-inexistente/123/abc/def`, { referer: 'http://localhost/' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found.');
    await expect(page.getByRole('main')).not.toContainText(/Voltar|INÍCIO|Erro\b/);
    await expect(page.getByRole('button', { name: 'Return' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/en');
    await expectNoSeriousA11yViolations(page);
  });
});
