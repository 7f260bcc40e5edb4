import { expect, failedLoad, test } from './support/test';
import { brandOrigin } from './support/stack';
import { cardTitles, checkPageType, expectHeading, openContent } from './content-support';

// Music events, cultural workshops and palestras: title, search on the title,
// letter filter, infinite scroll (8 then 16 more) and the empty message.
test.describe('content lists', () => {
  test.describe.configure({ timeout: 120_000 });

  test('music events list: the first 8 cards, then the rest when the end scrolls into view', async ({ page }) => {
    await openContent(page, 'music', '/eventos');
    await expectHeading(page, 'Eventos');
    await expect(page.getByTestId('post-card')).toHaveCount(8);
    await expect(cardTitles(page).first()).toHaveText('Encontro de Violas');
    await expect(page.getByTestId('post-card').first().getByRole('link').last()).toHaveAttribute(
      'href',
      '/eventos/23/encontro-de-violas',
    );
    await checkPageType(page, 'events-list');

    // The sandbox has 12 events: the end of the list loads the remaining 4.
    await page.getByTestId('list-sentinel').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('post-card')).toHaveCount(12);
    await expect(page.getByTestId('list-sentinel')).toHaveCount(0);
  });

  test('music events: title search, letter filter and the empty message (pt and en)', async ({ page }) => {
    await openContent(page, 'music', '/eventos');
    await page.getByLabel('Buscar pelo título').fill('jazz');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/\/eventos\?q=jazz$/);
    await expect(cardTitles(page)).toHaveText(['Jazz no Parque']);

    await openContent(page, 'music', '/eventos');
    await page.getByRole('navigation', { name: 'Filtrar pela letra inicial' }).getByRole('link', { name: 'J' }).click();
    await expect(page).toHaveURL(/letra=J/);
    await expect(cardTitles(page).first()).toHaveText(/^J/);
    const titles = await cardTitles(page).allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title.startsWith('J')).toBe(true);

    await openContent(page, 'music', '/eventos?q=nada-parecido');
    await expect(page.getByTestId('empty-state')).toHaveText('Nenhum evento encontrado');
    await checkPageType(page, 'events-empty');

    await openContent(page, 'music', '/en/eventos?q=nada-parecido');
    await expect(page.getByTestId('empty-state')).toHaveText('No events found');
    await openContent(page, 'music', '/en/eventos');
    await expectHeading(page, 'Events');
    await expect(page.getByTestId('post-card').first().getByRole('link').last()).toHaveAttribute(
      'href',
      /^\/en\/eventos\/\d+\//,
    );
  });

  test('post search filters as the visitor types (no submit), keeps the letter and the URL in sync', async ({
    page,
  }) => {
    await openContent(page, 'music', '/eventos');
    await page.waitForLoadState('networkidle');
    const box = page.getByLabel('Buscar pelo título');
    await box.pressSequentially('jaz', { delay: 40 });
    await expect(page).toHaveURL(/\/eventos\?q=jaz$/);
    await expect(cardTitles(page)).toHaveText(['Jazz no Parque']);
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('jaz');
    // Cleared: the whole list again, and the URL without the search.
    await box.fill('');
    await expect(page).toHaveURL(/\/eventos$/);
    await expect(page.getByTestId('post-card')).toHaveCount(8);

    // With a letter picked, typing keeps it.
    await openContent(page, 'music', '/en/eventos?letra=J');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Search by title').pressSequentially('park', { delay: 40 });
    await expect(page).toHaveURL(/\/en\/eventos\?q=park&letra=J$/);
    await expect(cardTitles(page)).toHaveText(['Jazz in the Park']);
  });

  test('cultural workshop and palestras lists (pt and en)', async ({ page }) => {
    await openContent(page, 'cultural', '/workshop');
    await expectHeading(page, 'Workshop');
    await expect(page.getByTestId('post-card')).toHaveCount(8);
    await checkPageType(page, 'workshop-list');
    await openContent(page, 'cultural', '/workshop?q=zzz');
    await expect(page.getByTestId('empty-state')).toHaveText('Nenhum evento encontrado');

    await openContent(page, 'cultural', '/palestras');
    await expectHeading(page, 'Palestras');
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    await openContent(page, 'cultural', '/en/palestras');
    await expectHeading(page, 'Lectures');
    await expect(page.getByTestId('post-card').first()).toBeVisible();
  });

  test('lists belong to their brands: events on the main brand is a 404', async ({ page, expectConsoleError }) => {
    // The 404 this test asks for.
    expectConsoleError(failedLoad(404, `${brandOrigin('cq-empresariamento')}/eventos`));
    const response = await openContent(page, 'cq-empresariamento', '/eventos');
    expect(response?.status()).toBe(404);
  });
});
