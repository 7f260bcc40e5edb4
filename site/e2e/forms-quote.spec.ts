import { expect, failedLoad, literal, test } from './support/test';
import { brandOrigin } from './support/stack';
import { captureBothWidths } from './support/screenshots';
import { expectAccessible, shownReference, uniqueEmail, waitForStored } from './seletiva-helpers';
import { firstProfilePath, gotoList } from './talents-helpers';

const origin = brandOrigin('cq-empresariamento');

/** Two chosen talents, as the favourites store keeps them in localStorage ('favorites'). */
const FAVORITES = {
  '101': { id: '101', name: 'Talento Um', slug: 'talento-um', cover: null },
  '102': { id: '102', name: 'Talento Dois', slug: 'talento-dois', cover: null },
};

test('the quote request form on /favoritos checks its fields, sends the chosen talents and is stored', async ({
  page,
  expectConsoleError,
}) => {
  // The two talents above are made up: a prefetch of their profiles (a card pointed at) answers 404.
  expectConsoleError(failedLoad(404, new RegExp(`${literal(origin)}/10[12]/talento-(um|dois)\\?_rsc=[\\w-]+`)));
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
  // A production company writing from its office: a fixed line, in the spec's mask for one.
  await form.getByRole('textbox', { name: 'Telefone', exact: true }).pressSequentially('1130714400');
  await expect(form.getByRole('textbox', { name: 'Telefone', exact: true })).toHaveValue('(11) 3071-4400');
  await form.getByRole('textbox', { name: 'Mensagem', exact: true }).fill('Campanha de verão, duas diárias em março.');
  await expect(form.getByText('41 / 255')).toBeVisible();
  await expect(form.getByTestId('form-error-line')).toHaveText('');
  // At 1440 px the form's 400 px column holds one field per row: the typed name and number are whole
  // (an address as long as the test's scrolls inside its field, as any long address may).
  for (const name of ['Nome', 'E-mail', 'Telefone']) {
    const field = form.getByRole('textbox', { name, exact: true });
    expect((await field.boundingBox())!.width, name).toBeGreaterThan(180);
    if (name === 'E-mail') continue;
    expect(await field.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth), name).toBe(true);
  }
  await captureBothWidths(page, 'forms-quote-filled');

  await submit.click();
  await expect(page.getByTestId('form-success')).toHaveText('Formulário enviado!', { timeout: 20_000 });
  const reference = await shownReference(page);
  const stored = await waitForStored('favorites', email);
  expect(JSON.stringify(stored.fields.favorites)).toContain('Talento Dois');
  expect(stored.fields.reference).toBe(reference);
  expect(stored.fields.phone).toBe('+55 (11) 3071-4400');
});

test("a profile's quote action adds the talent and opens the quote form with it, in one step from a fresh browser", async ({
  page,
}) => {
  const email = uniqueEmail('quote-profile');
  await gotoList(page, `${origin}/jornalistas`);
  const profilePath = await firstProfilePath(page);
  await page.goto(`${origin}${profilePath}`);
  const name = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  expect(name.length).toBeGreaterThan(3);
  const talentId = /\/(\d+)\//.exec(profilePath)?.[1];
  expect(talentId).toBeTruthy();

  await page.getByTestId('talent-profile').getByRole('link', { name: 'Solicitar orçamento' }).click();
  await expect(page.getByText('Talento adicionado aos favoritos!')).toBeVisible();
  await expect(page).toHaveURL(`${origin}/favoritos#orcamento`);
  const form = page.getByTestId('quote-request-form');
  await expect(form).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /orçamento/i })).toBeFocused();
  await expect(page.getByRole('main').getByText(name, { exact: true })).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('favorites'))) ?? '{}')).toHaveProperty(
    talentId!,
  );
  await expectAccessible(page);

  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Marta Produtora');
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  // A producer in the US: the country's calling code, then the number as the US writes it.
  await form.getByRole('combobox', { name: 'Código de discagem internacional (DDI)' }).selectOption('US');
  await form.getByRole('textbox', { name: 'Telefone', exact: true }).pressSequentially('2133734253');
  await expect(form.getByRole('textbox', { name: 'Telefone', exact: true })).toHaveValue('(213) 373-4253');
  await form.getByRole('textbox', { name: 'Mensagem', exact: true }).fill('Comercial de TV, uma diária em abril.');
  await form.getByRole('button', { name: 'Solicitar orçamento' }).click();
  await expect(page.getByTestId('form-success')).toHaveText('Formulário enviado!', { timeout: 20_000 });
  const stored = await waitForStored('favorites', email);
  expect(JSON.stringify(stored.fields.favorites)).toContain(name);
  expect(stored.fields.phone).toBe('+1 213 373 4253');
});

test('the quote action on a talent already in the favourites keeps it and adds no second toast', async ({ page }) => {
  await gotoList(page, `${origin}/jornalistas`);
  const profilePath = await firstProfilePath(page);
  await page.goto(`${origin}${profilePath}`);
  const profile = page.getByTestId('talent-profile');
  await profile
    .getByRole('button', { name: /favorit/i })
    .first()
    .click();
  await expect(page.getByText('Talento adicionado aos favoritos!')).toBeVisible();
  await expect(page.getByText('Talento adicionado aos favoritos!')).toBeHidden({ timeout: 15_000 });
  await profile.getByRole('link', { name: 'Solicitar orçamento' }).click();
  await expect(page).toHaveURL(`${origin}/favoritos#orcamento`);
  await expect(page.getByTestId('quote-request-form')).toBeVisible();
  await expect(page.getByText('Talento removido dos favoritos!')).toHaveCount(0);
  await expect(page.getByText('Talento adicionado aos favoritos!')).toHaveCount(0);
  const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('favorites'))) ?? '{}');
  expect(Object.keys(stored)).toHaveLength(1);
});
