/** Addresses of the running stack, as playwright.config.ts started it. */
export const SITE_PORT_BASE = Number(process.env.SITE_PORT_BASE ?? 3000);
export const SANDBOX_URL = `http://localhost:${Number(process.env.SANDBOX_PORT ?? 4010)}`;

export const BRAND_ORDER = ['cq-empresariamento', 'jabuticaba', 'digital', 'music', 'cultural'] as const;
export type BrandKey = (typeof BRAND_ORDER)[number];

/** The site's origin for a brand (one port per brand). */
export function brandOrigin(brand: BrandKey): string {
  return `http://localhost:${SITE_PORT_BASE + BRAND_ORDER.indexOf(brand)}`;
}

/** Reads the sandbox's admin API (loopback only), e.g. stored submissions. */
export async function sandboxAdmin<T>(pathAndQuery: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${SANDBOX_URL}/__admin${pathAndQuery}`, init);
  if (!response.ok) throw new Error(`sandbox admin ${pathAndQuery}: ${response.status}`);
  return (await response.json()) as T;
}
