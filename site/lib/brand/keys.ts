import { BRAND_KEYS, brandConstantName, type BrandKey as SpecBrandKey } from '@agency/schema/brands';
import type { BrandKey as GraphBrandKey } from '@/lib/gql/graphql';

/** The brand table's key ('cq-empresariamento') as the GraphQL enum (CQ_EMPRESARIAMENTO). */
export function toGraphBrand(key: string): GraphBrandKey {
  if (!isBrandKey(key)) throw new Error(`Unknown brand ${key}`);
  return brandConstantName(key) as GraphBrandKey;
}

export function isBrandKey(key: string): key is SpecBrandKey {
  return (BRAND_KEYS as readonly string[]).includes(key);
}
