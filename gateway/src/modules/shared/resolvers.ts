import { BRAND_KEYS, brandConstantName, type BrandKey } from '@agency/schema/brands';
import { LOCALES, type SiteLocale } from '@agency/schema/locales';
import type { Resolvers } from '../../generated/resolvers-types';

/**
 * The enums' internal values: the wire says CQ_EMPRESARIAMENTO and PT, a resolver receives and
 * returns the tables' own 'cq-empresariamento' and 'pt'. Both come from the tables, as the SDL does.
 */
const brandKeyValues: Record<string, BrandKey> = Object.fromEntries(
  BRAND_KEYS.map((key) => [brandConstantName(key), key]),
);
const localeValues: Record<string, SiteLocale> = Object.fromEntries(
  LOCALES.map((locale) => [locale.toUpperCase(), locale]),
);

/** Types shared by every domain: the Media union picks its member from the mapped __typename. */
export const sharedResolvers: Resolvers = {
  BrandKey: brandKeyValues,
  Locale: localeValues,
  Query: { ok: () => true },
  Mutation: { ok: () => true },
  Media: { __resolveType: (media) => media.__typename ?? 'Image' },
};
