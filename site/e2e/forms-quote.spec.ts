import { expect, test } from '@playwright/test';
import { brandOrigin } from './support/stack';
import { captureBothWidths } from './support/screenshots';
import { expectAccessible, uniqueEmail, waitForStored } from './seletiva-helpers';

const origin = brandOrigin('cq-empresariamento');

/** Two chosen talents, as the favourites store keeps them in localStorage ('favorites'). */
const FAVORITES = {
  '101': { id: '101', name: 'Talento Um', slug: 'talento-um', cover: null },
  '102': { id: '102', name: 'Talento Dois', slug: 'talento-dois', cover: null },
};

test('the quote request form on /favoritos checks its fields, sends the chosen talents and is stored', async ({
  page,
}) => {
  const email = uniqueEmail('quote');
  await page.addInitScript((favorites) => {
    if (!window.localStorage.getItem('favorites')) window.localStorage.setItem('favorites', favorites);
  }, JSON.stringify(FAVORITES));
  await page.goto(`${origin}/favoritos`);
  const form = page.getByTestId('quote-request-form');
  const submit = form.getByRole('button', { name: 'Solicitar orçamento' });
  await submit.click();
  await expect(form.getByTestId('form-error-line')).toHaveText('Preencha os campos corretamente');
  await expect(form.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Diego Produtor');
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Telefone', exact: true }).pressSequentially('5511955554444');
  await form.getByRole('textbox', { name: 'Mensagem', exact: true }).fill('Campanha de verão, duas diárias em março.');
  await expect(form.getByText('41 / 255')).toBeVisible();
  await expect(form.getByTestId('form-error-line')).toHaveText('');
  await captureBothWidths(page, 'forms-quote-filled');

  await submit.click();
  await expect(page.getByTestId('form-success')).toHaveText('Formulário enviado!', { timeout: 20_000 });
  const stored = await waitForStored('favorites', email);
  expect(JSON.stringify(stored.fields.favorites)).toContain('Talento Dois');
});
