import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openContent } from './content-support';

async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForTimeout(250);
}

test.describe('event gallery', () => {
  test('opens full-screen after 180 px of scroll; closes with its button or Escape, and again above 180 px', async ({
    page,
  }) => {
    await openContent(page, 'music', '/eventos/23/encontro-de-violas');
    const screen = page.getByRole('dialog', { name: 'Galeria ampliada' });
    await scrollToY(page, 179);
    await expect(screen).toHaveCount(0);

    await scrollToY(page, 180);
    await expect(screen).toBeVisible();
    // The whole viewport, above the bar.
    const viewport = page.viewportSize()!;
    const box = (await screen.boundingBox())!;
    expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    await expect(screen.locator('img').first()).toBeVisible();
    const close = screen.getByRole('button', { name: 'Fechar' });
    await expect(close).toBeFocused();

    // Closed by the visitor, it stays closed while they read on below.
    await close.click();
    await expect(screen).toHaveCount(0);
    await scrollToY(page, 400);
    await expect(screen).toHaveCount(0);
    await expect(page.getByTestId('expanded-gallery')).toHaveAttribute('data-expanded', 'true');

    // Back above the offset and past it again: it opens again; Escape closes it.
    await scrollToY(page, 100);
    await scrollToY(page, 200);
    await expect(screen).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(screen).toHaveCount(0);
  });

  test('in English too', async ({ page }) => {
    await openContent(page, 'music', '/en/eventos');
    const first = page.locator('a[href^="/en/eventos/"]').first();
    await first.click();
    await expect(page).toHaveURL(/\/en\/eventos\/\d+\//);
    await page.waitForLoadState('networkidle');
    await scrollToY(page, 180);
    const screen = page.getByRole('dialog', { name: 'Expanded gallery' });
    await expect(screen).toBeVisible();
    await screen.getByRole('button', { name: 'Close' }).click();
    await expect(screen).toHaveCount(0);
  });
});
