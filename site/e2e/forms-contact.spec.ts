import { expect, test } from './support/test';
import { brandOrigin } from './support/stack';
import { captureBothWidths } from './support/screenshots';
import { uniqueEmail, waitForStored, expectAccessible, shownReference } from './seletiva-helpers';

const url = `${brandOrigin('cq-empresariamento')}/contato`;

test('the contact message form checks its fields, sends and is stored', async ({ page }) => {
  const email = uniqueEmail('contact');
  await page.goto(url);
  const form = page.getByTestId('contact-message-form');
  await form.scrollIntoViewIfNeeded();

  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(form.getByTestId('form-error-line')).toHaveText('Preencha os campos corretamente');
  for (const label of ['Nome', 'E-mail', 'Telefone', 'Mensagem']) {
    await expect(form.getByRole('textbox', { name: label, exact: true })).toHaveAttribute('aria-invalid', 'true');
  }
  await expectAccessible(page);

  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Carla Contato');
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  // Brasil is prefilled (+55): the number takes the panels' mask as it is typed, a fixed line's
  // until a mobile's eleventh digit.
  await expect(form.getByRole('combobox', { name: 'Código de discagem internacional (DDI)' })).toHaveValue('BR');
  const phone = form.getByRole('textbox', { name: 'Telefone', exact: true });
  await phone.pressSequentially('2199876543');
  await expect(phone).toHaveValue('(21) 9987-6543');
  await phone.pressSequentially('2');
  await expect(phone).toHaveValue('(21) 99876-5432');
  const message = form.getByRole('textbox', { name: 'Mensagem', exact: true });
  await message.fill('y'.repeat(256));
  await expect(form.getByText('256 / 255')).toBeVisible();
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(form.getByText('Texto longo demais')).toBeVisible();
  await message.fill('Gostaria de saber mais sobre a agência.');
  await captureBothWidths(page, 'forms-contact-filled');

  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByTestId('form-success')).toHaveText('Formulário enviado!', { timeout: 20_000 });
  // The reference the visitor can quote, the one the agency's panel received with the message.
  const reference = await shownReference(page);
  await expect(page.getByText(`Sua referência: ${reference}. Informe-a se falar conosco`)).toBeVisible();
  const stored = await waitForStored('contact', email);
  expect(stored.fields).toMatchObject({ name: 'Carla Contato', phone: '+55 (21) 99876-5432', reference });
});
