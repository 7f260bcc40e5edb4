import { expect, test } from './support/test';
import { brandOrigin, sandboxAdmin } from './support/stack';
import { captureBothWidths } from './support/screenshots';
import {
  attachPhotos,
  expectAccessible,
  fillGeneral,
  fillSocial,
  next,
  shownReference,
  startApplication,
  uniqueEmail,
  waitForStored,
} from './seletiva-helpers';

const origin = brandOrigin('cq-empresariamento');

test.describe('Get Scouted (/seletiva)', () => {
  test('the whole form reaches the back-end with its four photos', async ({ page }) => {
    const email = uniqueEmail('seletiva');
    await page.goto(`${origin}/seletiva`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await captureBothWidths(page, 'seletiva-0-intro');

    await startApplication(page, `${origin}/seletiva`);
    await fillGeneral(page, email);
    await expectAccessible(page);
    await captureBothWidths(page, 'seletiva-1-general');
    await next(page);

    await expect(page.getByTestId('scouting-progress')).toHaveText(/2 \/ 4/);
    await page.getByLabel('Experiência').fill('Teatro amador por três anos e um curso de interpretação para câmera.');
    await expect(page.getByText(/^\d+ \/ 600$/)).toBeVisible();
    await expectAccessible(page);
    await captureBothWidths(page, 'seletiva-2-experience');
    await next(page);

    await expect(page.getByTestId('scouting-progress')).toHaveText(/3 \/ 4/);
    await fillSocial(page);
    await expectAccessible(page);
    await captureBothWidths(page, 'seletiva-3-social');
    await next(page);

    await expect(page.getByTestId('scouting-progress')).toHaveText(/4 \/ 4/);
    await expect(page.getByText(/até 8 MB por foto/)).toBeVisible();
    await expect(page.getByText('A agência nunca cobra pelo book.')).toBeVisible();
    await attachPhotos(page);
    await expectAccessible(page);
    await captureBothWidths(page, 'seletiva-4-photos');

    await page.getByRole('button', { name: 'Enviar inscrição' }).click();
    await expect(page.getByTestId('scouting-success')).toHaveText(
      'Caso sua inscrição seja aprovada, entraremos em contato.',
      { timeout: 30_000 },
    );
    await expect(page.getByRole('button', { name: 'Voltar' })).toHaveCount(0);
    await expect(page.getByTestId('scouting-progress')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Enviado' })).toBeDisabled();
    const reference = await shownReference(page);
    await expect(page.getByText(`Sua referência: ${reference}.`)).toBeVisible();
    await expectAccessible(page);
    await captureBothWidths(page, 'seletiva-5-sent');

    const stored = await waitForStored('scouting', email);
    expect(stored.fields.reference).toBe(reference);
    expect(stored.fields).toMatchObject({
      name: 'Ana Teste Souza',
      gender: 'female',
      phone: '+55 (11) 91234-5678',
      birthdate: '1995-04-30',
      city: 'São Paulo',
    });
    expect(stored.photos.map((p) => p.field).sort()).toEqual(['image_1', 'image_2', 'image_3', 'image_4']);
    expect(stored.photos.every((p) => p.size > 0)).toBe(true);

    // A sent application leaves no draft behind.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('seletiva')))).toEqual([]);
  });

  test('an application sent while the back-end is down is delivered once it is back', async ({ page }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('seletiva-outage');
    let reference = '';
    await sandboxAdmin('/faults/main', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ down: true }),
    });
    try {
      await startApplication(page, `${origin}/en/seletiva`);
      await page.getByLabel('Full name').fill('Bruno Queued');
      await page.getByRole('radio', { name: 'Male', exact: true }).check();
      await page.getByLabel('Country').selectOption({ label: 'Portugal' });
      await expect(page.getByLabel('City')).toBeEnabled();
      await page.getByLabel('City').selectOption({ label: 'Lisboa' });
      // An applicant in Portugal pastes the number with its calling code: the field takes Portugal's.
      await page.getByLabel('Phone').fill('+351 912 345 678');
      await expect(page.getByRole('combobox', { name: 'International calling code' })).toHaveValue('PT');
      await expect(page.getByLabel('Phone')).toHaveValue('912 345 678');
      await page.getByLabel('Date of birth').pressSequentially('01021990');
      await page.getByLabel('E-mail').fill(email);
      await next(page);
      await next(page);
      await page.getByLabel('Link to your acting work').fill('https://example.com/bruno');
      await page.getByRole('radio', { name: 'No', exact: true }).check();
      await next(page);
      await attachPhotos(page);
      await page.getByRole('button', { name: 'Send application' }).click();
      await expect(page.getByTestId('scouting-success')).toHaveText('Form sent successfully!', { timeout: 30_000 });
      // Queued while the panel is down, and still given its reference, in the page's language.
      reference = await shownReference(page);
      await expect(page.getByText(`Your reference: ${reference}. Quote it`)).toBeVisible();
      const { data } = await sandboxAdmin<{ data: { fields: { email?: string } }[] }>('/submissions?kind=scouting');
      expect(data.some((s) => s.fields.email === email)).toBe(false);
    } finally {
      await sandboxAdmin('/faults', { method: 'DELETE' });
    }
    const stored = await waitForStored('scouting', email, 90_000);
    expect(stored.photos).toHaveLength(4);
    expect(stored.fields.reference).toBe(reference);
    expect(stored.fields.phone).toBe('+351 912 345 678');
  });
});
