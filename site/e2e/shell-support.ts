import type { Page } from '@playwright/test';
import { expect } from './support/test';
import { waitForHydration } from './support/settle';
import { brandOrigin, type BrandKey } from './support/stack';

/**
 * Opens a page as if the visitor came from one of the product's own sites:
 * the pre-home and the initial modal stay off, so tests see the page itself.
 */
export async function openWithoutIntro(page: Page, brand: BrandKey, path = '/') {
  const response = await page.goto(`${brandOrigin(brand)}${path}`, { referer: 'http://localhost/' });
  await expect(page.locator('[data-testid="prehome"]')).toHaveCount(0);
  return response;
}

/**
 * Loads a brand's root once, in the test's viewport, until its intro images are in (or the intro
 * is gone): the server has then rendered the page and sized those images, so a timed first visit
 * that follows measures the intro's rule, not a cold server on a busy machine.
 */
export async function warmRoot(page: Page, brand: BrandKey) {
  await page.goto(`${brandOrigin(brand)}/`);
  await expect(page.locator('[data-testid="prehome"]:not([data-ready])')).toHaveCount(0, { timeout: 30_000 });
}

/**
 * A first visit to a brand's root that skips the intro as soon as its button works. The intro ends
 * by itself 6 s after its images arrive, which on a busy machine can come before the button is
 * reached: either way the test goes on once the intro is gone.
 */
export async function skipIntro(page: Page, brand: BrandKey, path: string, label: string) {
  await page.goto(`${brandOrigin(brand)}${path}`, { waitUntil: 'domcontentloaded' });
  const intro = page.locator('[data-testid="prehome"]');
  const skip = intro.getByRole('button', { name: label });
  await waitForHydration(skip);
  await skip.click({ timeout: 5_000 }).catch(async (error: unknown) => {
    if ((await intro.count()) > 0 && (await intro.isVisible())) throw error;
  });
  await expect(intro).toHaveCount(0);
}

/** The desktop bar's groups. */
export function navGroup(page: Page, side: 'left' | 'right') {
  return page
    .getByRole('navigation', { name: /Navegação principal|Main navigation/ })
    .locator(`ul[data-side="${side}"]`);
}

export interface BrandExpectation {
  key: BrandKey;
  name: string;
  color: string;
  left: string[];
  right: string[];
  /** Networks the footer must show (the fixed pairs of digital and jabuticaba). */
  networks?: string[];
}

/** Menu items per brand, as the Portuguese catalogue names them; brand colours. */
export const BRANDS: BrandExpectation[] = [
  {
    key: 'cq-empresariamento',
    name: 'CQ Empresariamento',
    color: '#000000',
    left: ['Artistas Exclusivos', 'CQ+', 'Destaques', 'Criativo', 'Sobre nós'],
    right: ['Contato', 'Blog', 'Seletiva', 'Publicações', 'Favoritos'],
  },
  {
    key: 'jabuticaba',
    name: 'Jabuticaba',
    color: '#93AE06',
    left: ['CQ+', 'Destaques', 'Atores', 'Contato'],
    right: ['Sobre nós', 'Blog', 'Seletiva', 'Favoritos'],
    networks: ['instagram', 'facebook'],
  },
  {
    key: 'digital',
    name: 'CQ Digital',
    color: '#FC6606',
    left: ['CQ+', 'Destaques', 'Influencers', 'Contato'],
    right: ['Sobre nós', 'Blog', 'Seletiva', 'Favoritos'],
    networks: ['instagram', 'tiktok'],
  },
  {
    key: 'music',
    name: 'CQ Music',
    color: '#000000',
    left: ['CQ+', 'Destaques', 'Eventos'],
    right: ['Sobre nós', 'Contato'],
  },
  {
    key: 'cultural',
    name: 'CQ Cultural',
    color: '#FEE600',
    left: ['CQ+', 'Destaques', 'Espetáculos', 'Publicações'],
    right: ['Workshop', 'Palestras', 'Contato'],
  },
];
