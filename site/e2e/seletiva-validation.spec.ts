import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { brandOrigin } from './support/stack';
import { captureBothWidths } from './support/screenshots';
import {
  attachPhotos,
  expectAccessible,
  fillGeneral,
  fillSocial,
  next,
  startApplication,
  uniqueEmail,
} from './seletiva-helpers';

const url = `${brandOrigin('cq-empresariamento')}/seletiva`;
const INVALID = 'Preencha os campos corretamente';

/** Clears a masked input the way a person does (select all, delete) and types again. */
async function retype(input: Locator, keys: string) {
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  await input.pressSequentially(keys);
}

const errorLine = (page: Page) => page.getByTestId('form-error-line');
const progress = (page: Page) => page.getByTestId('scouting-progress');

test.describe('Get Scouted validation', () => {
  test('step 1: every field is required, e-mail, phone and date are checked, city waits for a country', async ({
    page,
  }) => {
    await startApplication(page, url);
    const city = page.getByLabel('Cidade');
    await expect(city).toBeDisabled();
    await expect(city.locator('option').first()).toHaveText('Escolha um país primeiro');

    await next(page);
    await expect(errorLine(page)).toHaveText(INVALID);
    await expect(progress(page)).toHaveText(/1 \/ 4/);
    for (const label of ['Nome completo', 'País', 'Cidade', 'Celular', 'Data de nascimento', 'E-mail']) {
      await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page.getByRole('group', { name: 'Gênero' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
    await expectAccessible(page);
    await captureBothWidths(page, 'seletiva-1-invalid');

    // The country decides the cities; changing it clears the chosen city.
    await page.getByLabel('País').selectOption({ label: 'Brasil' });
    await expect(city).toBeEnabled();
    await city.selectOption({ label: 'São Paulo' });
    await page.getByLabel('País').selectOption({ label: 'Portugal' });
    await expect(city).toHaveValue('');
    await expect(city.locator('option', { hasText: 'Lisboa' })).toHaveCount(1);
    await expect(city.locator('option', { hasText: 'São Paulo' })).toHaveCount(0);

    await fillGeneral(page, 'ana@');
    await retype(page.getByLabel('Celular'), '1198');
    await retype(page.getByLabel('Data de nascimento'), '31021995');
    await next(page);
    await expect(page.getByText('Informe um e-mail válido')).toBeVisible();
    await expect(
      page.getByText(
        'Informe um número válido para o país escolhido (no Brasil: (11) 91234-5678 ou, fixo, (11) 3071-4400)',
      ),
    ).toBeVisible();
    // A fixed line is a valid number, but not one an applicant is called and messaged on.
    await retype(page.getByLabel('Celular'), '1130714400');
    await expect(page.getByLabel('Celular')).toHaveValue('(11) 3071-4400');
    await next(page);
    await expect(page.getByText('A seletiva pede um celular', { exact: false })).toBeVisible();
    await expect(page.getByText('Informe uma data válida')).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toHaveAttribute('aria-invalid', 'false');
    await expect(progress(page)).toHaveText(/1 \/ 4/);
  });

  test('steps 2 to 4: experience limit, links, the DRT toggle and the photos', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await startApplication(page, url);
    await fillGeneral(page, uniqueEmail('validation'));
    await next(page);

    // Step 2 is optional but bounded: 601 characters are refused, with the counter showing it.
    await expect(progress(page)).toHaveText(/2 \/ 4/);
    const experience = page.getByLabel('Experiência');
    await experience.fill('x'.repeat(601));
    await expect(page.getByText('601 / 600')).toBeVisible();
    await next(page);
    await expect(page.getByText('Texto longo demais')).toBeVisible();
    await expect(errorLine(page)).toHaveText(INVALID);
    await experience.fill('');
    await next(page);

    // Step 3: the acting link is required and must be a link; DRT yes requires category and number,
    // and the DRT question left unanswered counts as no (never an error of its own).
    await expect(progress(page)).toHaveText(/3 \/ 4/);
    await next(page);
    await expect(page.getByLabel('Link de trabalhos como ator/atriz')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('group', { name: 'Possui DRT?' })).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Link de trabalhos como ator/atriz').fill('meu reel');
    await page.getByLabel('Link do Digital Cast').fill('nao-e-link');
    await expect(page.getByLabel('Categoria do DRT')).toHaveCount(0);
    await page.getByRole('radio', { name: 'Sim' }).check();
    await expect(page.getByLabel('Categoria do DRT')).toBeVisible();
    await expect(page.getByLabel('Número do DRT')).toBeVisible();
    await next(page);
    await expect(page.getByText('Informe um link válido (https://...)')).toHaveCount(2);
    await expect(page.getByLabel('Categoria do DRT')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Número do DRT')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await captureBothWidths(page, 'seletiva-3-invalid');
    await page.getByRole('radio', { name: 'Não' }).check();
    await expect(page.getByLabel('Categoria do DRT')).toHaveCount(0);
    await page.getByLabel('Link do Digital Cast').fill('');
    await fillSocial(page);
    await next(page);

    // Step 4: four photos are required; a text file named .jpg is refused by its content.
    await expect(progress(page)).toHaveText(/4 \/ 4/);
    await page.getByRole('button', { name: 'Enviar inscrição' }).click();
    await expect(errorLine(page)).toHaveText(INVALID);
    await expect(page.getByText('Campo obrigatório')).toHaveCount(4);
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some text, not a photo') });
    await expect(page.getByTestId('photo-image_1')).toContainText('Arquivo não é uma imagem');
    await expect(page.getByTestId('photo-image_1')).toContainText('Formato não aceito');
    await expectAccessible(page);
    await captureBothWidths(page, 'seletiva-4-invalid');

    // Over the per-photo limit (a GIF is never re-encoded, so its size stands).
    const bigGif = testInfo.outputPath('big.gif');
    writeFileSync(bigGif, Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(9 * 1024 * 1024)]));
    await page.locator('input[type="file"]').nth(2).setInputFiles(bigGif);
    await expect(page.getByTestId('photo-image_3')).toContainText('Foto grande demais (máximo 8 MB)');

    // Replacing them with real photos clears every error.
    await attachPhotos(page);
    await expect(page.getByText('Formato não aceito')).toHaveCount(0);
    await page.getByRole('button', { name: 'Remover Foto 2' }).click();
    await expect(page.getByRole('img', { name: /Prévia da foto/ })).toHaveCount(3);

    // A 2400 x 3200 photo is scaled in the browser so its long side is 2400 px (JPEG).
    await page
      .locator('input[type="file"]')
      .nth(1)
      .setInputFiles(path.join(import.meta.dirname, 'fixtures', 'large-3200.jpg'));
    const scaled = page.getByRole('img', { name: 'Prévia da foto 2' });
    await expect(scaled).toBeVisible();
    await expect
      .poll(() => scaled.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
      .toEqual([1800, 2400]);
  });

  test('field errors returned by the gateway are shown on their fields', async ({ page }) => {
    await startApplication(page, url);
    await fillGeneral(page, uniqueEmail('mapped'));
    await next(page);
    await next(page);
    await fillSocial(page);
    await next(page);
    await attachPhotos(page);
    // The gateway runs the same rules; this answer stands for a rule only it can check.
    await page.route('**/api/graphql', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: {
            submitScoutingApplication: {
              __typename: 'InvalidInput',
              fields: [
                { path: 'email', message: 'validation.email' },
                { path: 'image_2', message: 'validation.photo_size' },
              ],
            },
          },
        }),
      }),
    );
    await page.getByRole('button', { name: 'Enviar inscrição' }).click();
    await expect(progress(page)).toHaveText(/1 \/ 4/);
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Informe um e-mail válido')).toBeVisible();
    await expect(errorLine(page)).toHaveText(INVALID);
  });

  test('sending disables the button with "Enviando"; a failure shows "Erro inesperado"', async ({ page }) => {
    await startApplication(page, url);
    await fillGeneral(page, uniqueEmail('failure'));
    await next(page);
    await next(page);
    await fillSocial(page);
    await next(page);
    await attachPhotos(page);
    // The answer is held until the sending state was seen.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/graphql', async (route) => {
      await held;
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: { submitScoutingApplication: { __typename: 'UpstreamUnavailable', message: 'down' } },
        }),
      });
    });
    await page.getByRole('button', { name: 'Enviar inscrição' }).click();
    await expect(page.getByRole('button', { name: 'Enviando' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Voltar' })).toBeDisabled();
    answer();
    await expect(errorLine(page)).toHaveText('Erro inesperado');
    await expect(page.getByRole('button', { name: 'Enviar inscrição' })).toBeEnabled();
  });

  test('progress survives a reload of the page', async ({ page }) => {
    await startApplication(page, url);
    await fillGeneral(page, 'reload@example.com');
    await next(page);
    await page.getByLabel('Experiência').fill('Publicidade e curtas.');
    await page.reload();
    await expect(progress(page)).toHaveText(/2 \/ 4/);
    await expect(page.getByLabel('Experiência')).toHaveValue('Publicidade e curtas.');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page.getByLabel('Nome completo')).toHaveValue('Ana Teste Souza');
    await expect(page.getByLabel('Cidade')).toHaveValue(/\d+/);
    await expect(page.getByLabel('Cidade').locator('option:checked')).toHaveText('São Paulo');
    await expect(page.getByLabel('Celular')).toHaveValue('(11) 91234-5678');
    await expect(page.getByLabel('Data de nascimento')).toHaveValue('30/04/1995');
    await expect(page.getByRole('radio', { name: 'Feminino' })).toBeChecked();
  });
});
