import { brandByKey, brandOrigin, type BrandKey } from '@agency/schema/brands';
import { localizedPath } from '@agency/schema/locales';
import { siteConfig } from '../config';
import type { AppLocale } from '@/i18n/routing';

/**
 * The brand's canonical origin (its first production domain, overridable by
 * BRAND_DOMAINS_<KEY>). Cached pages cannot read the request's host without
 * becoming per-request, and canonical URLs should name the production site anyway.
 */
export function canonicalOrigin(brand: BrandKey): string {
  return brandOrigin(brandByKey(brand), siteConfig.env);
}

/** Absolute canonical URL of a site path in a locale (Portuguese unprefixed, English under /en). */
export function canonicalUrl(brand: BrandKey, locale: AppLocale, path: string): string {
  return `${canonicalOrigin(brand)}${localizedPath(locale, path)}`;
}
