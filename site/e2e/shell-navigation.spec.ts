import { expect, test } from './support/test';
import { BRANDS as BRAND_TABLE } from '@agency/schema/brands';
import { brandOrigin } from './support/stack';
import { expectNoSeriousA11yViolations } from './support/axe';
import { navGroup, openWithoutIntro } from './shell-support';

test.describe('navigation bar', () => {
  test('only one dropdown is open at a time, with the brand table contents, and it is keyboard operable', async ({
    page,
  }) => {
    await openWithoutIntro(page, 'cq-empresariamento');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    const exclusive = nav.getByRole('button', { name: 'Artistas Exclusivos' });
    const highlights = nav.getByRole('button', { name: 'Destaques' });
    const creative = nav.getByRole('button', { name: 'Criativo' });

    await exclusive.click();
    await expect(exclusive).toHaveAttribute('aria-expanded', 'true');
    const exclusivePanel = page.locator(`#${await exclusive.getAttribute('aria-controls')}`);
    expect((await exclusivePanel.getByRole('link').allTextContents()).map((t) => t.trim())).toEqual([
      'Jornalistas',
      'Todo mundo',
      'Atrizes/Atores',
      'Internacional',
      'Moda',
    ]);

    await highlights.click();
    await expect(exclusive).toHaveAttribute('aria-expanded', 'false');
    await expect(highlights).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.locator('[aria-expanded="true"]')).toHaveCount(1);
    const highlightsPanel = page.locator(`#${await highlights.getAttribute('aria-controls')}`);
    expect((await highlightsPanel.getByRole('link').allTextContents()).map((t) => t.trim())).toEqual([
      'Filmes',
      'Séries',
      'Novelas',
      'Prêmios',
      'Outros',
    ]);

    await page.keyboard.press('Escape');
    await expect(highlights).toHaveAttribute('aria-expanded', 'false');
    await expect(highlights).toBeFocused();

    await creative.focus();
    await page.keyboard.press('Enter');
    await expect(creative).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(creative).toHaveAttribute('aria-expanded', 'false');
  });

  test('dropdowns close on a route change', async ({ page }) => {
    await openWithoutIntro(page, 'cq-empresariamento');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await nav.getByRole('button', { name: 'Artistas Exclusivos' }).click();
    await nav.getByRole('link', { name: 'Jornalistas' }).click();
    await expect(page).toHaveURL(/\/jornalistas$/);
    await expect(nav.locator('[aria-expanded="true"]')).toHaveCount(0);
  });

  test('the brand switcher lists the five brands: the current one to the root, the others to their own site', async ({
    page,
  }) => {
    const gatewayCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/graphql')) gatewayCalls.push(request.url());
    });
    await openWithoutIntro(page, 'jabuticaba', '/contato');
    // Nothing asks the gateway from the browser until the switcher is opened.
    await page.waitForLoadState('networkidle');
    expect(gatewayCalls).toEqual([]);
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await nav.getByRole('button', { name: 'CQ+' }).click();
    const list = nav.locator('[data-brand-switcher]');
    await expect(list.getByRole('link')).toHaveCount(5);
    await expect(list.getByRole('link', { name: /Jabuticaba/ })).toHaveAttribute('href', '/');
    // Opened, the switcher asks the gateway for Brand.siteUrl(currentHost): local ports here.
    await expect(list.getByRole('link', { name: 'CQ Music' })).toHaveAttribute('href', brandOrigin('music'));
    await expect(list.getByRole('link', { name: 'CQ Empresariamento' })).toHaveAttribute(
      'href',
      brandOrigin('cq-empresariamento'),
    );
  });

  test('mobile: full-screen menu with close button, sub-lists and language switcher (375 px)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openWithoutIntro(page, 'jabuticaba');
    await expect(navGroup(page, 'left')).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Abrir menu' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Fechar menu' })).toBeFocused();
    const actors = menu.getByRole('button', { name: 'Atores' });
    await actors.click();
    await expect(actors).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Atrizes' })).toBeVisible();
    await expect(menu.getByRole('group', { name: 'Idioma' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('button', { name: 'Fechar menu' }).click();
    await expect(menu).toBeHidden();
  });
});

test.describe('branch roots (routed by the proxy from the brand table)', () => {
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  test("a sister brand's branch root answers 307 to that brand's site, same language and query, never stored", async ({
    request,
  }) => {
    for (const target of BRAND_TABLE) {
      for (const current of BRAND_TABLE.filter((b) => b.key !== target.key)) {
        for (const [prefix, home] of [
          ['', '/'],
          ['/en', '/en'],
        ] as const) {
          const path = `${prefix}/${target.branchRoot}`;
          const response = await request.get(`${brandOrigin(current.key)}${path}?utm_source=x`, { maxRedirects: 0 });
          expect(response.status(), `${current.key} ${path}`).toBe(307);
          expect(response.headers()['location'], `${current.key} ${path}`).toBe(
            `${brandOrigin(target.key)}${home}?utm_source=x`,
          );
          expect(response.headers()['cache-control']).toBe('no-store');
          expect(response.headers()['x-agency-cross-site-location']).toBeUndefined();
        }
      }
    }
  });

  test("a brand's own branch root is its home; an events brand's /{branchRoot}/{slug} is its event, elsewhere a redirect to it", async ({
    request,
  }) => {
    for (const brand of BRAND_TABLE) {
      const home = await request.get(`${brandOrigin(brand.key)}/`);
      const root = await request.get(`${brandOrigin(brand.key)}/${brand.branchRoot}`, { maxRedirects: 0 });
      expect(root.status(), brand.key).toBe(200);
      expect(titleOf(await root.text()), brand.key).toBe(titleOf(await home.text()));
    }

    const own = await request.get(`${brandOrigin('music')}/cq-music/encontro-de-violas`, { maxRedirects: 0 });
    expect(own.status()).toBe(200);
    expect(await own.text()).toContain('Encontro de Violas');
    for (const [from, path, to] of [
      ['jabuticaba', '/cq-music/encontro-de-violas', 'music'],
      ['music', '/en/cq-cultural/ilha-deserta', 'cultural'],
    ] as const) {
      const response = await request.get(`${brandOrigin(from)}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(response.headers()['location']).toBe(`${brandOrigin(to)}${path}`);
    }
    // A talent brand's root has no events under it: no redirect.
    const talent = await request.get(`${brandOrigin('music')}/jabuticaba/atores`, { maxRedirects: 0 });
    expect(talent.status()).toBe(404);
  });
});
