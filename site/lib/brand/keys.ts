import { BRAND_KEYS, type BrandKey as SpecBrandKey } from '@agency/schema/brands';
import type { BrandKey as GraphBrandKey } from '@/lib/gql/graphql';

/** The spec's brand key ('cq-empresariamento') as the GraphQL enum (CQ_EMPRESARIAMENTO). */
export function toGraphBrand(key: string): GraphBrandKey {
  if (!(BRAND_KEYS as readonly string[]).includes(key)) throw new Error(`Unknown brand ${key}`);
  return key.replace(/-/g, '_').toUpperCase() as GraphBrandKey;
}

export function isBrandKey(key: string): key is SpecBrandKey {
  return (BRAND_KEYS as readonly string[]).includes(key);
}
