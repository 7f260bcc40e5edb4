import { brandSiteUrl, MAIN_BRAND } from '@agency/schema/brands';

/**
 * The footer's 'Powered by' credit: the main brand's name (as the gateway gives it, the table's when
 * absent) and its site as this deployment names it (BRAND_DOMAINS_<KEY>), never a fixed domain.
 */
export function footerCredit(
  mainBrandName: string | undefined,
  env: Record<string, string | undefined>,
): { name: string; url: string } {
  return { name: mainBrandName ?? MAIN_BRAND.name, url: brandSiteUrl(MAIN_BRAND, null, env) };
}
