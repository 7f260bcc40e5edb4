import { BRANDS, brandByKey, sitePort, type BrandKey } from '@agency/schema/brands';

/** Addresses of the running stack, as playwright.config.ts started it. */
export const SITE_PORT_BASE = Number(process.env.SITE_PORT_BASE ?? 3000);
export const SANDBOX_URL = `http://localhost:${Number(process.env.SANDBOX_PORT ?? 4010)}`;

/** The brands in the brand table's order. */
export const BRAND_ORDER: readonly BrandKey[] = BRANDS.map((brand) => brand.key);
export type { BrandKey };

/** The site's origin for a brand (one port per brand, as the brand table numbers them). */
export function brandOrigin(brand: BrandKey): string {
  return `http://localhost:${sitePort(brandByKey(brand), { SITE_PORT_BASE: String(SITE_PORT_BASE) })}`;
}

/** Reads the sandbox's admin API (loopback only), e.g. stored submissions. */
export async function sandboxAdmin<T>(pathAndQuery: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${SANDBOX_URL}/__admin${pathAndQuery}`, init);
  if (!response.ok) throw new Error(`sandbox admin ${pathAndQuery}: ${response.status}`);
  return (await response.json()) as T;
}
