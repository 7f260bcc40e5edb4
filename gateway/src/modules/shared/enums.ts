import { BRAND_KEYS, brandByKey, type BrandDefinition, type BrandKey } from '@agency/schema/brands';
import type { BrandKey as BrandEnum, Locale } from '../../generated/resolvers-types';

/** GraphQL enum <-> the brand table's key ('CQ_EMPRESARIAMENTO' <-> 'cq-empresariamento'). */
export function brandKeyOf(code: BrandEnum): BrandKey {
  const key = code.toLowerCase().replace(/_/g, '-') as BrandKey;
  if (!BRAND_KEYS.includes(key)) throw new Error(`Unknown brand enum ${code}`);
  return key;
}

export function brandEnumOf(key: BrandKey): BrandEnum {
  return key.replace(/-/g, '_').toUpperCase() as BrandEnum;
}

export function brandOf(code: BrandEnum): BrandDefinition {
  return brandByKey(brandKeyOf(code));
}

export type Lang = 'pt' | 'en';

export function langOf(locale: Locale | null | undefined): Lang {
  return locale === 'EN' ? 'en' : 'pt';
}

export function localeOf(lang: string): Locale {
  return lang === 'en' ? 'EN' : 'PT';
}
