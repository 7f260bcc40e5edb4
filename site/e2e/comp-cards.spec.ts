import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { pdfImageCount } from './support/release';
import { brandOrigin, type BrandKey } from './support/stack';
import { cardNames, cards, expectAccessible, firstProfilePath, gotoList } from './talents-helpers';

/*
 * Comp cards as a visitor gets them: a plain download link on every talent brand's profile, and a
 * shortlist link on the favourites page and on a shared selection, each answered by the site's
 * own same-origin URL with a PDF (the gateway renders it; its own tests parse the PDFs).
 */

/** A category list of each talent brand, and the brand's name in its card's file name. */
const TALENT_BRANDS: { brand: BrandKey; list: string; fileBrand: string }[] = [
  { brand: 'cq-empresariamento', list: '/jornalistas', fileBrand: 'cq-empresariamento' },
  { brand: 'jabuticaba', list: '/atrizes', fileBrand: 'jabuticaba' },
  { brand: 'digital', list: '/influencers', fileBrand: 'cq-digital' },
];

const main = brandOrigin('cq-empresariamento');

/** Pages in a PDF, from its page objects (pdfkit writes one /Type /Page per page). */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
}

async function downloaded(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

async function openFirstProfile(page: Page, origin: string, list: string): Promise<string> {
  await gotoList(page, `${origin}${list}`);
  const path = await firstProfilePath(page);
  await cards(page).first().click();
  await expect(page).toHaveURL(`${origin}${path}`);
  await expect(page.getByTestId('talent-profile')).toBeVisible();
  return path;
}

const heart = (page: Page, index: number) =>
  page
    .getByTestId('talent-card')
    .nth(index)
    .getByRole('button', { name: /aos favoritos$/ });

test.describe('comp cards', () => {
  for (const { brand, list, fileBrand } of TALENT_BRANDS) {
    test(`a ${brand} profile links its card, and the link downloads a two-page PDF`, async ({ page }) => {
      const origin = brandOrigin(brand);
      const path = await openFirstProfile(page, origin, list);
      const id = /\/(\d+)\/[^/]+$/.exec(path)![1];
      const link = page.getByTestId('comp-card-link');
      await expect(link).toHaveText('Comp card (PDF)');
      await expect(link).toHaveAttribute('href', `/comp-cards/pt/${id}.pdf`);
      await expect(link).toHaveAttribute('download', '');

      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^[a-z0-9-]+-${fileBrand}\\.pdf$`));
      const pdf = await downloaded(download);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pageCount(pdf)).toBe(2);
      // The talent's photos, not frames drawn without them (the media hosts of `npm run up`'s
      // gateway include the sandbox's talent CDN).
      expect(pdfImageCount(pdf)).toBeGreaterThanOrEqual(2);

      const answer = await page.request.get(`${origin}/comp-cards/pt/${id}.pdf`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('application/pdf');
      expect(answer.headers()['content-disposition']).toBe(`attachment; filename="${download.suggestedFilename()}"`);
    });
  }

  test('the English profile links the English card; the profile stays accessible', async ({ page }) => {
    await gotoList(page, `${main}/en/jornalistas`);
    const href = await cards(page).first().getAttribute('href');
    await page.goto(`${main}${href}`);
    const link = page.getByTestId('comp-card-link');
    await expect(link).toHaveText('Comp card (PDF)');
    await expect(link).toHaveAttribute('href', /^\/comp-cards\/en\/\d+\.pdf$/);
    await expectAccessible(page);
  });

  test('the favourites page offers the shortlist as a PDF: a cover and one card per talent', async ({ page }) => {
    await gotoList(page, `${main}/jornalistas`);
    const names = (await cardNames(page)).slice(0, 2);
    const ids = await Promise.all(
      [0, 1].map(async (i) => /\/(\d+)\/[^/]+$/.exec((await cards(page).nth(i).getAttribute('href'))!)![1]),
    );
    for (const i of [0, 1]) {
      await heart(page, i).click();
      await expect(heart(page, i)).toHaveAttribute('aria-pressed', 'true');
    }
    await page.goto(`${main}/favoritos`);
    await expect(page.getByText(names[0]!).first()).toBeVisible();
    const link = page.getByTestId('shortlist-pdf-link');
    await expect(link).toHaveText('Baixar seleção (PDF)');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/comp-cards\/pt\/shortlist\.pdf\?ids=\d+,\d+$/);
    expect(new URL(href!, main).searchParams.get('ids')!.split(',').sort()).toEqual([...ids].sort());

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^selecao-cq-empresariamento-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = await downloaded(download);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1 + 2 * 2);
    await expectAccessible(page);
  });

  test('a shared selection link offers the same shortlist PDF', async ({ page }) => {
    await gotoList(page, `${main}/jornalistas`);
    const ids = await Promise.all(
      [0, 1, 2].map(async (i) => /\/(\d+)\/[^/]+$/.exec((await cards(page).nth(i).getAttribute('href'))!)![1]),
    );
    await page.goto(`${main}/en/favoritos?ids=${ids.join(',')}`);
    const link = page.getByTestId('shortlist-pdf-link');
    await expect(link).toHaveText('Download shortlist (PDF)');
    await expect(link).toHaveAttribute('href', /^\/comp-cards\/en\/shortlist\.pdf\?ids=\d+,\d+,\d+$/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^shortlist-cq-empresariamento-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(pageCount(await downloaded(download))).toBe(1 + 2 * 3);
    await expectAccessible(page);
  });

  test('bad requests get the clear refusal, not a broken PDF', async ({ request }) => {
    const tooMany = Array.from({ length: 51 }, (_, i) => 1000 + i).join(',');
    for (const [path, status, message] of [
      [`/comp-cards/pt/shortlist.pdf?ids=${tooMany}`, 400, /at most 50 talents/],
      ['/comp-cards/pt/shortlist.pdf?ids=1,abc', 400, /Malformed talent id 'abc'/],
      ['/comp-cards/pt/999999.pdf', 404, /No talent 999999/],
      ['/comp-cards/fr/1.pdf', 404, /Unknown locale/],
    ] as const) {
      const answer = await request.get(`${main}${path}`);
      expect(answer.status()).toBe(status);
      expect(((await answer.json()) as { error: string }).error).toMatch(message);
    }
  });
});
