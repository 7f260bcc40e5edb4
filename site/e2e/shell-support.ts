import type { Page } from '@playwright/test';
import { expect } from './support/test';
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
