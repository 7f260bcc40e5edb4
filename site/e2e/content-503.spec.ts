import { expect, failedLoad, literal, test } from './support/test';
import { openContent } from './content-support';
import { checkPageType } from './content-support';
import { brandByKey } from '@agency/schema/brands';
import { brandOrigin, sandboxAdmin, type BrandKey } from './support/stack';

// Contact and about read staff and partner logos from the brand's own panel.
// The gateway serves stale content whenever it has some, so the failure can
// only show for a brand whose data it never read: pick one from the sandbox's
// request counts (this file runs first in a fresh stack). Music comes first:
// its shell (menu, footer) reads nothing from its own panel, so the fault
// leaves every other page of the brand alone.
const PREFERENCE: BrandKey[] = ['music', 'cultural', 'digital', 'jabuticaba', 'cq-empresariamento'];
const ownPanel = (brand: BrandKey): string => brandByKey(brand).backends.own;

interface Stats {
  backends: Record<string, { routes: Record<string, number> } | undefined>;
}

async function unreadBrand(): Promise<BrandKey> {
  const stats = await sandboxAdmin<Stats>('/stats');
  const unread = PREFERENCE.find((brand) => {
    const routes = stats.backends[ownPanel(brand)]?.routes ?? {};
    return !routes['GET /api/staff'] && !routes['GET /api/additional_media/brands'];
  });
  if (!unread) throw new Error('Every brand has read its contact data: run this test on a freshly started stack.');
  return unread;
}

test('a contact or about load failure shows the 503 page with the error code', async ({ page, expectConsoleError }) => {
  test.setTimeout(150_000);
  const brand = await unreadBrand();
  const backend = ownPanel(brand);
  // The two pages answer 503 while this test holds their back-end down (and until it is read again).
  expectConsoleError(failedLoad(503, `${brandOrigin(brand)}/contato`));
  expectConsoleError(failedLoad(503, `${brandOrigin(brand)}/en/sobre-nos`));
  // The error page's links are prefetched by the router while the back-end is down: its fetch fails (500).
  expectConsoleError(failedLoad(500, new RegExp(`${literal(brandOrigin(brand))}/\\S*\\?_rsc=\\S*`)));
  const put = (down: boolean) =>
    sandboxAdmin(`/faults/${backend}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ down }),
    });
  await put(true);
  try {
    // Monitors and crawlers see the failure too: status 503 with Retry-After, the page in the server HTML.
    const response = await openContent(page, brand, '/contato');
    expect(response?.status()).toBe(503);
    expect(Number(await response?.headerValue('retry-after'))).toBeGreaterThan(0);
    expect(await response?.text()).toMatch(/data-status="503"/);
    const error = page.locator('[data-status="503"]');
    await expect(error).toBeVisible();
    await expect(error.getByRole('heading', { level: 1 })).toHaveText(/^[A-Z][A-Z0-9_]+$/);
    await expect(page.getByTestId('contact-page')).toHaveCount(0);
    await checkPageType(page, 'contact-503');

    await openContent(page, brand, '/en/sobre-nos');
    await expect(page.locator('[data-status="503"]')).toBeVisible();
    await expect(page.getByTestId('about-page')).toHaveCount(0);
  } finally {
    await put(false);
  }
  // Once the back-end is back, the same page loads (nothing failed was kept).
  await expect(async () => {
    await openContent(page, brand, '/contato');
    await expect(page.getByTestId('contact-page')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 75_000 });
});
