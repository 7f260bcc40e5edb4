import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { sandboxAdmin } from './support/stack';

/** Four small real images (JPEG, JPEG, PNG, WebP) committed under e2e/fixtures. */
export const PHOTO_FILES = ['photo-1.jpg', 'photo-2.jpeg', 'photo-3.png', 'photo-4.webp'].map((f) =>
  path.join(import.meta.dirname, 'fixtures', f),
);

/** An address no other test run used, so the stored submission can be found again. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export async function startApplication(page: Page, url: string) {
  await page.goto(url);
  await page.getByRole('button', { name: /Começar inscrição|Start application/ }).click();
  await expect(page.getByTestId('scouting-progress')).toHaveText(/1 \/ 4/);
}

export const next = (page: Page) => page.getByRole('button', { name: /^(Próximo|Next)$/ }).click();

/** Step 1 filled with valid data; city after the country's cities loaded. */
export async function fillGeneral(page: Page, email: string) {
  await page.getByLabel('Nome completo').fill('Ana Teste Souza');
  await page.getByRole('radio', { name: 'Feminino' }).check();
  await page.getByLabel('País').selectOption({ label: 'Brasil' });
  const city = page.getByLabel('Cidade');
  await expect(city).toBeEnabled();
  await city.selectOption({ label: 'São Paulo' });
  await page.getByLabel('Celular').pressSequentially('11912345678');
  await expect(page.getByLabel('Celular')).toHaveValue('(11) 91234-5678');
  await page.getByLabel('Data de nascimento').pressSequentially('30041995');
  await expect(page.getByLabel('Data de nascimento')).toHaveValue('30/04/1995');
  await page.getByLabel('E-mail').fill(email);
}

export async function fillSocial(page: Page) {
  await page.getByLabel('Link de trabalhos como ator/atriz').fill('https://example.com/reel');
  await page.getByLabel('Instagram').fill('@ana.teste');
  await page.getByRole('radio', { name: 'Não' }).check();
}

export async function attachPhotos(page: Page, files: readonly string[] = PHOTO_FILES) {
  const inputs = page.locator('input[type="file"]');
  for (const [i, file] of files.entries()) await inputs.nth(i).setInputFiles(file);
  await expect(page.getByRole('img', { name: /Prévia da foto|Preview of photo/ })).toHaveCount(files.length);
}

interface StoredScouting {
  fields: Record<string, unknown>;
  photos: { field: string; size: number; kind: string }[];
}

/** Polls the sandbox until a submission with this e-mail is stored (the outbox may deliver later). */
export async function waitForStored(kind: 'scouting' | 'contact' | 'favorites', email: string, timeoutMs = 15_000) {
  let found: StoredScouting | undefined;
  await expect
    .poll(
      async () => {
        const { data } = await sandboxAdmin<{ data: StoredScouting[] }>(`/submissions?kind=${kind}`);
        found = data.find((s) => s.fields.email === email);
        return Boolean(found);
      },
      { timeout: timeoutMs, intervals: [500, 1000] },
    )
    .toBe(true);
  return found!;
}

/** A submission's reference as written on the success view: eight symbols in two halves (K7QM-3XPA). */
export const REFERENCE = /^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

/** The reference the success view shows the visitor. */
export async function shownReference(page: Page): Promise<string> {
  const shown = page.getByTestId('submission-reference');
  await expect(shown).toHaveText(REFERENCE);
  return (await shown.textContent()) ?? '';
}

/** No serious or critical axe violation on the whole page (navbar and footer included). */
export async function expectAccessible(page: Page) {
  await expectNoSeriousA11yViolations(page);
}
