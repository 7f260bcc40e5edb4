import {
  brandByKey,
  brandConstantName,
  brandKeyOfConstantName,
  type BrandDefinition,
  type BrandKey,
} from '@agency/schema/brands';
import { localeEnumOf, siteLocaleOf, type SiteLocale } from '@agency/schema/locales';
import type { BrandKey as BrandEnum, Locale } from '../../generated/resolvers-types';

/** GraphQL enum <-> the brand table's key ('CQ_EMPRESARIAMENTO' <-> 'cq-empresariamento'). */
export function brandKeyOf(code: BrandEnum): BrandKey {
  const key = brandKeyOfConstantName(code);
  if (!key) throw new Error(`Unknown brand enum ${code}`);
  return key;
}

export function brandEnumOf(key: BrandKey): BrandEnum {
  return brandConstantName(key) as BrandEnum;
}

export function brandOf(code: BrandEnum): BrandDefinition {
  return brandByKey(brandKeyOf(code));
}

/** A back-end and route language ('pt', 'en'). */
export type Lang = SiteLocale;

export function langOf(locale: Locale | null | undefined): Lang {
  return siteLocaleOf(locale);
}

export function localeOf(lang: string): Locale {
  return localeEnumOf(lang) as Locale;
}
