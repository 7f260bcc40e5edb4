import { expect, test } from './support/test';
import { brandByKey } from '@agency/schema/brands';
import { logoLabel } from '../components/layout/logo/logo-label';
import { expectNoSeriousA11yViolations } from './support/axe';
import { captureBothWidths } from './support/screenshots';
import { brandOrigin } from './support/stack';
import { BRANDS, navGroup, openWithoutIntro } from './shell-support';

test.describe('shell per brand (each port is one brand)', () => {
  for (const brand of BRANDS) {
    test(`${brand.key}: menus, colour, logo and footer`, async ({ page }) => {
      await openWithoutIntro(page, brand.key);
      await expect(page).toHaveTitle(`Início | ${brand.name}`);

      // textContent, not innerText: the bar is upper-cased by CSS only.
      const texts = async (side: 'left' | 'right') =>
        (await navGroup(page, side).locator(':scope > li > a, :scope > li > div > button').allTextContents()).map((t) =>
          t.trim(),
        );
      expect(await texts('left')).toEqual(brand.left);
      expect(await texts('right')).toEqual(brand.right);

      const accent = await page.evaluate(() =>
        getComputedStyle(document.body).getPropertyValue('--brand-color').trim(),
      );
      expect(accent.toLowerCase()).toBe(brand.color.toLowerCase());
      await expect(
        page
          .getByRole('banner')
          .getByRole('link', { name: logoLabel(brandByKey(brand.key).logo, brand.name), exact: true }),
      ).toBeVisible();

      const footer = page.locator('footer');
      await expect(footer).toContainText(`© 2024 ${brand.name}`);
      await expect(footer.getByText('Powered by')).toBeVisible();
      const social = footer.locator('a[data-network]');
      for (const href of await social.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
        expect(href.trim()).not.toBe('');
      }
      if (brand.networks) {
        expect(await social.evaluateAll((links) => links.map((a) => a.getAttribute('data-network')))).toEqual(
          brand.networks,
        );
      }

      await captureBothWidths(page, `shell-home-${brand.key}`);
      await openWithoutIntro(page, brand.key, '/contato');
      await captureBothWidths(page, `shell-inner-${brand.key}`);
    });
  }

  test('on phones the footer’s network icons sit in nearly even rows, never one alone (320, 360 and 390 px)', async ({
    page,
  }) => {
    let wrapped = 0;
    for (const brand of BRANDS) {
      await openWithoutIntro(page, brand.key, '/contato');
      for (const width of [320, 360, 390]) {
        await page.setViewportSize({ width, height: 800 });
        const rows = await page.locator('footer a[data-network]').evaluateAll((links) =>
          Object.values(
            links.reduce<Record<number, number>>((count, a) => {
              const top = Math.round(a.getBoundingClientRect().top);
              count[top] = (count[top] ?? 0) + 1;
              return count;
            }, {}),
          ),
        );
        if (rows.length > 1) wrapped += 1;
        expect(
          Math.max(...rows) - Math.min(...rows),
          `${brand.key} at ${width} px: ${rows.join(' + ')}`,
        ).toBeLessThanOrEqual(2);
        if (rows.length > 1) expect(Math.min(...rows), `${brand.key} at ${width} px`).toBeGreaterThan(1);
      }
    }
    // Some brand has more icons than one phone row holds, so the rule was really put to work.
    expect(wrapped).toBeGreaterThan(0);
  });

  test('the full desktop bar shows from 1024 px and fits: no group overflows or runs under the logo (1024 and 1280 px, both languages)', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    for (const brand of BRANDS) {
      for (const path of ['/contato', '/en/contato']) {
        await openWithoutIntro(page, brand.key, path);
        for (const width of [1024, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          // The full bar, not the hamburger, from the desktop width (1024 px).
          await expect(page.locator('header nav ul[data-side="left"]')).toBeVisible();
          await expect(page.locator('header nav button[aria-controls="mobile-menu"]')).toBeHidden();
          const fits = await page.evaluate(() => {
            const bar = document.querySelector('header nav');
            const logo = bar?.querySelector('a[href="/"], a[href="/en"]')?.getBoundingClientRect();
            const sides = [...(bar?.querySelectorAll<HTMLElement>('ul[data-side]') ?? [])];
            return sides.every((ul) => {
              const box = ul.getBoundingClientRect();
              const clear = !logo || box.right <= logo.left + 1 || box.left >= logo.right - 1;
              return ul.scrollWidth <= ul.clientWidth + 1 && clear;
            });
          });
          expect(fits, `${brand.key} ${path} at ${width}px`).toBe(true);
        }
      }
    }
  });

  test("the brand switcher's links in the server HTML lead to the sister's site for the request's host (www kept)", async ({
    request,
  }) => {
    const html = await (await request.get(`${brandOrigin('cq-empresariamento')}/en/contato`)).text();
    expect(html).toContain('href="/en/cq-music" data-brand-key="music"');
    expect(html).not.toMatch(/href="https:\/\/cqmusic\.com\.br"/);
    for (const [host, expected] of [
      ['www.cqempresariamento.com.br', 'https://www.cqmusic.com.br/en'],
      ['cqempresariamento.com.br', 'https://cqmusic.com.br/en'],
    ] as const) {
      const response = await request.get(`${brandOrigin('cq-empresariamento')}/en/cq-music`, {
        headers: { host },
        maxRedirects: 0,
      });
      expect(response.status(), host).toBe(307);
      expect(response.headers()['location']?.replace(/\/$/, ''), host).toBe(expected);
    }
  });

  test("the home's brand selector carries branch roots, whatever host rendered the cached page", async ({
    request,
  }) => {
    // A production host's request may render the cached home first; a local visitor gets the same page.
    await request.get(`${brandOrigin('cq-empresariamento')}/`, { headers: { host: 'cqempresariamento.com.br' } });
    for (const host of [undefined, 'cqempresariamento.com.br']) {
      const html = await (
        await request.get(`${brandOrigin('cq-empresariamento')}/`, host ? { headers: { host } } : {})
      ).text();
      expect(html, host ?? 'local').not.toMatch(/siteUrl\\?":\\?"(https?:)?\/\//);
      expect(html, host ?? 'local').toMatch(/siteUrl\\?":\\?"\/cq-music/);
    }
  });

  test('the main brand shows its e-mail and phone in the footer', async ({ page }) => {
    await openWithoutIntro(page, 'cq-empresariamento');
    const footer = page.locator('footer');
    await expect(footer.locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(footer.locator('a[href^="tel:"]').first()).toBeVisible();
  });

  test('home of a talent brand has no serious accessibility violation', async ({ page }) => {
    await openWithoutIntro(page, 'jabuticaba');
    await expect(page.locator('footer')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
