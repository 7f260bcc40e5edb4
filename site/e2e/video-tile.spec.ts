import { expect, test } from './support/test';
import { openContent } from './content-support';

/*
 * A video whose player host cannot be reached never leaves an empty frame: the tile shows the
 * poster and a link to the video on its platform, and the player is only created on request.
 */
test.describe('video tiles', () => {
  test.beforeEach(async ({ page }) => {
    // The players' hosts are unreachable.
    for (const host of ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com']) {
      await page.route(`https://${host}/**`, (route) => route.abort('connectionrefused'));
    }
  });

  test('YouTube: poster and a link to the video, no player until asked', async ({ page }) => {
    await openContent(page, 'music', '/eventos/19/jazz-no-parque');
    const tile = page.getByTestId('post-feature');
    await tile.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await expect(tile.locator('iframe')).toHaveCount(0);
    await expect(tile.locator('img')).toBeVisible();
    const link = tile.getByRole('link', { name: 'Assistir no YouTube' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
    await expect(link).toHaveAttribute('target', '_blank');

    // On request, the player (muted, autoplaying).
    await tile.getByRole('button', { name: /^Reproduzir vídeo/ }).click();
    await expect(tile.locator('iframe')).toHaveAttribute('src', /autoplay=1/);
  });

  test('Vimeo: a link to the video on Vimeo', async ({ page }) => {
    await openContent(page, 'music', '/eventos/23/encontro-de-violas');
    const tile = page.getByTestId('post-feature');
    await expect(tile).toHaveAttribute('data-type', 'VimeoVideo');
    await tile.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await expect(tile.locator('iframe')).toHaveCount(0);
    await expect(tile.getByRole('link', { name: 'Assistir no Vimeo' })).toHaveAttribute(
      'href',
      /^https:\/\/vimeo\.com\/\d+(\/\w+)?$/,
    );
  });

  test('English pages name the link in English', async ({ page }) => {
    await openContent(page, 'music', '/en/eventos');
    const paths = await page
      .getByTestId('post-card')
      .locator('h2 a')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
    let checked = false;
    for (const path of paths.slice(0, 12)) {
      await openContent(page, 'music', path);
      const tile = page.locator('[data-testid="post-feature"]:not([data-type="Image"])');
      if ((await tile.count()) === 0) continue;
      await expect(tile.getByRole('link', { name: /^(Watch on (YouTube|Vimeo)|Open the video)$/ })).toBeVisible();
      checked = true;
      break;
    }
    expect(checked, `an English event with a video among ${paths.join(', ')}`).toBe(true);
  });
});
