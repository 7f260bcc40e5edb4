import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openContent } from './content-support';
import { brandOrigin } from './support/stack';

const PT_DAY =
  /^\d{1,2} de (janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro) de \d{4}$/;
const EN_DAY =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;

async function agendaDates(page: Page, dialogName: string): Promise<string[]> {
  await page.getByTestId('section-buttons').getByRole('button', { name: dialogName }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  const dates = dialog.getByTestId('award-date');
  await expect(dates.first()).toBeVisible();
  return dates.allTextContents();
}

test.describe('event agenda dates in the page language', () => {
  test('Portuguese: "10 de junho de 2026", never the raw ISO day', async ({ page }) => {
    await openContent(page, 'music', '/eventos/23/encontro-de-violas');
    const dates = await agendaDates(page, 'Agenda');
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date.trim()).toMatch(PT_DAY);
  });

  test('English: "June 10, 2026"', async ({ page }) => {
    await openContent(page, 'music', '/en/eventos');
    const paths = await page
      .getByTestId('post-card')
      .locator('h2 a')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
    // The first English event with an agenda.
    let found = false;
    for (const path of paths.slice(0, 12)) {
      await openContent(page, 'music', path);
      if ((await page.getByTestId('section-buttons').getByRole('button', { name: 'Agenda' }).count()) === 0) continue;
      const dates = await agendaDates(page, 'Agenda');
      for (const date of dates) expect(date.trim()).toMatch(EN_DAY);
      found = true;
      break;
    }
    expect(found, `an English event with an agenda among ${paths.join(', ')} (${brandOrigin('music')})`).toBe(true);
  });
});
