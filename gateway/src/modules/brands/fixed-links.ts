import { BRANDS, type BrandKey, type FixedContact } from '@agency/schema/brands';

/**
 * The digital and jabuticaba brands have a fixed contact address and social links (their panels'
 * data is not shown there). The facts live in the brand table; this is the gateway's view of them,
 * keyed by brand, so every resolver that shows an address or social links reads the same one.
 */
export type FixedBrandLinks = FixedContact;

export const FIXED_LINKS: Partial<Record<BrandKey, FixedBrandLinks>> = Object.fromEntries(
  BRANDS.flatMap((brand) => (brand.fixedContact ? [[brand.key, brand.fixedContact] as const] : [])),
);
