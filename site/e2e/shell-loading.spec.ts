import { expect, failedLoad, literal, test } from './support/test';
import { brandOrigin } from './support/stack';
import { openWithoutIntro } from './shell-support';
import { persistedRead } from './support/persisted-documents';

test.describe('loading feedback', () => {
  test('a slow failing gateway request shows the top bar, in its failed style, then hides it', async ({
    page,
    expectConsoleError,
  }) => {
    // The 502 this test answers the brand switcher's call with.
    expectConsoleError(failedLoad(502, new RegExp(`${literal(brandOrigin('music'))}/api/graphql\\?documentId=[^)]+`)));
    // The brand switcher asks the gateway for the brands' URLs when first opened; make that call slow and failing.
    await page.route('**/api/graphql*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 900));
      await route.fulfill({ status: 502, contentType: 'application/json', body: '{"errors":[{"message":"down"}]}' });
    });
    await openWithoutIntro(page, 'music', '/contato');
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('button', { name: 'CQ+' }).click();
    const bar = page.getByTestId('loading-bar');
    await expect(bar).toHaveAttribute('data-phase', 'running');
    await expect(bar).toHaveAttribute('data-failed', 'true');
    await expect(bar).toHaveAttribute('data-phase', 'idle', { timeout: 5_000 });
  });

  test('the skip link is the first stop of the keyboard and jumps to the content', async ({ page }) => {
    await openWithoutIntro(page, 'cultural', '/contato');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('the GraphQL proxy forwards to the gateway and keeps its address private', async ({ request }) => {
    const host = 'localhost:' + (process.env.SITE_PORT_BASE ?? '3000');
    const response = await request.get(`http://${host}/api/graphql?${persistedRead('BrandSites', { host })}`, {
      headers: { 'x-request-id': 'shell-e2e-1' },
    });
    expect(response.status()).toBe(200);
    // An id of the site's own: a visitor's is not kept.
    expect(response.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const body = (await response.json()) as { data: { brands: { key: string }[] } };
    expect(body.data.brands.map((b) => b.key)).toEqual([
      'cq-empresariamento',
      'jabuticaba',
      'digital',
      'music',
      'cultural',
    ]);
  });
});
