import type { Page } from '@playwright/test';
import { expect, failedLoad, test } from './support/test';
import { brandOrigin } from './support/stack';
import { checkPageType, expectHeading, openContent } from './content-support';

// Each test walks several pages with axe checks and screenshots on a shared machine.
test.describe.configure({ timeout: 120_000 });

async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForTimeout(250);
}

test.describe('event and cultural profiles', () => {
  test('event profile: cover, first video, agenda and rider pop-ups, gallery after 180 px, previous/next', async ({
    page,
  }) => {
    await openContent(page, 'music', '/eventos/23/encontro-de-violas');
    await expectHeading(page, 'Encontro de Violas');
    // Slides: image, Vimeo, images -> the Vimeo video is the feature after the cover.
    await expect(page.getByTestId('post-feature')).toHaveAttribute('data-type', 'VimeoVideo');
    const buttons = page.getByTestId('section-buttons').getByRole('button');
    await expect(buttons).toHaveText(['Agenda', 'Rider']);
    await expect(page.getByRole('link', { name: 'Ouvir no Spotify' })).toHaveCount(0);

    const gallery = page.getByTestId('expanded-gallery');
    await scrollToY(page, 120);
    await expect(gallery).toHaveAttribute('data-expanded', 'false');
    await scrollToY(page, 179);
    await expect(gallery).toHaveAttribute('data-expanded', 'false');
    await scrollToY(page, 180);
    await expect(gallery).toHaveAttribute('data-expanded', 'true');
    await scrollToY(page, 0);
    // The full-screen view never opens by itself: nothing covers the page’s buttons.
    await expect(page.getByTestId('fullscreen-gallery')).toHaveCount(0);

    await buttons.filter({ hasText: 'Agenda' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agenda' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Salvador' })).toBeVisible();
    await checkPageType(page, 'event-profile-dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await checkPageType(page, 'event-profile');

    // The neighbours sit below 180 px, where the full-screen gallery opens over the page (the
    // event-gallery spec covers it): follow their links' addresses.
    const neighbour = (direction: 'next' | 'previous') =>
      page.getByTestId('post-neighbours').locator(`[data-direction="${direction}"]`).getAttribute('href');
    await page.goto(new URL((await neighbour('next'))!, page.url()).href);
    await expectHeading(page, 'Ritmos do Norte');
    await expect(page).toHaveURL(/\/eventos\/21\/ritmos-do-norte$/);
    await page.goto(new URL((await neighbour('previous'))!, page.url()).href);
    await expectHeading(page, 'Encontro de Violas');
  });

  test('an event with a Spotify link and a YouTube feature; English profile', async ({ page }) => {
    await openContent(page, 'music', '/eventos/19/jazz-no-parque');
    await expectHeading(page, 'Jazz no Parque');
    await expect(page.getByTestId('post-feature')).toHaveAttribute('data-type', 'YoutubeVideo');
    await expect(page.getByRole('link', { name: 'Ouvir no Spotify' })).toHaveAttribute(
      'href',
      /^https:\/\/open\.spotify\.com\//,
    );
    // The embed is only created on the play button, muted and autoplaying.
    await page.getByTestId('post-feature').scrollIntoViewIfNeeded();
    await page
      .getByTestId('post-feature')
      .getByRole('button', { name: /^Reproduzir vídeo/ })
      .click();
    await expect(page.getByTestId('post-feature').locator('iframe')).toHaveAttribute('src', /autoplay=1/);

    // English posts are their own list (filtered to the language).
    await openContent(page, 'music', '/en/eventos');
    const first = page.getByTestId('post-card').first().getByRole('heading').getByRole('link');
    const title = await first.textContent();
    await first.click();
    await expectHeading(page, title ?? '');
    await expect(page.locator('main').getByText('Events', { exact: true })).toBeVisible();
  });

  test('show profile: Sinopse, Rider, Prêmios; the event route by slug', async ({ page, expectConsoleError }) => {
    // The unknown slug this test asks for at the end.
    expectConsoleError(failedLoad(404, `${brandOrigin('music')}/cq-music/nao-existe`));
    await openContent(page, 'cultural', '/espetaculos/23/ilha-deserta');
    await expectHeading(page, 'Ilha Deserta');
    const keys = await page
      .getByTestId('section-buttons')
      .getByRole('button')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-section')));
    for (const key of keys) expect(['sinopse', 'rider', 'awards']).toContain(key);
    expect(keys.length).toBeGreaterThan(0);
    await checkPageType(page, 'show-profile');

    await openContent(page, 'cultural', '/cq-cultural/ilha-deserta');
    await expectHeading(page, 'Ilha Deserta');
    await openContent(page, 'music', '/cq-music/encontro-de-violas');
    await expectHeading(page, 'Encontro de Violas');
    // The /{eventSlug} route of the route table.
    await openContent(page, 'music', '/encontro-de-violas');
    await expectHeading(page, 'Encontro de Violas');
    await openContent(page, 'cultural', '/ilha-deserta');
    await expectHeading(page, 'Ilha Deserta');
    const missing = await openContent(page, 'music', '/cq-music/nao-existe');
    expect(missing?.status()).toBe(404);
  });

  test('workshop profile: pop-ups only for non-empty sections, gallery at 280 px, previous/next', async ({ page }) => {
    // Workshop 35 has only a Cronograma; 27 has all three sections.
    await openContent(page, 'cultural', '/workshop/35/improviso-e-comedia');
    await expectHeading(page, 'Improviso e Comédia');
    await expect(page.getByTestId('section-buttons').getByRole('button')).toHaveText(['Cronograma']);

    await openContent(page, 'cultural', '/workshop/27/voz-e-presenca');
    const buttons = page.getByTestId('section-buttons').getByRole('button');
    await expect(buttons).toHaveText(['Conteúdo', 'Cronograma', 'Sobre o professor']);
    await buttons.filter({ hasText: 'Sobre o professor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sobre o professor' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
    await expect(buttons.filter({ hasText: 'Sobre o professor' })).toBeFocused();

    await scrollToY(page, 280);
    await expect(page.getByTestId('expanded-gallery')).toHaveAttribute('data-expanded', 'true');
    await scrollToY(page, 0);
    await checkPageType(page, 'workshop-profile');

    await page.getByTestId('post-neighbours').locator('[data-direction="next"]').click();
    await expect(page).toHaveURL(/\/workshop\/25\/interpretacao-para-camera$/);

    // A workshop with a hosted video shows it behind the lazy facade.
    await openContent(page, 'cultural', '/workshop/37/direcao-de-atores');
    await expect(page.getByTestId('post-video')).toBeVisible();
  });

  test('lecture profile (pt and en) with its own section names', async ({ page }) => {
    await openContent(page, 'cultural', '/palestras/55/narrativas-digitais');
    await expectHeading(page, 'Narrativas Digitais');
    const keys = await page
      .getByTestId('section-buttons')
      .getByRole('button')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-section')));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(['tema', 'publico_alvo', 'release_palestrante']).toContain(key);
    await checkPageType(page, 'lecture-profile');
    await openContent(page, 'cultural', '/en/palestras');
    await page.getByTestId('post-card').first().getByRole('heading').getByRole('link').click();
    await expect(page.getByTestId('post-profile')).toHaveAttribute('data-kind', 'LECTURE');
    await expect(page.locator('main').getByText('Lectures', { exact: true })).toBeVisible();
  });
});
