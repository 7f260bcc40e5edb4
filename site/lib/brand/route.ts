import 'server-only';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { isBrandKey, type BrandKey } from '@agency/schema/brands';
import { routing, type AppLocale } from '@/i18n/routing';

/** A brand route's parameters as Next hands them over: strings from the URL. */
export type BrandRouteParams = { locale: string; brand: string };

/**
 * The request edge of every brand page: the URL's brand and locale are checked once against the
 * brand table and the routing's locales (anything else is a 404) and the request's locale is fixed;
 * from here on they are typed, never strings. The route's other parameters pass through.
 */
export async function brandRoute<P extends BrandRouteParams>(
  params: Promise<P>,
): Promise<Omit<P, 'brand' | 'locale'> & { brand: BrandKey; locale: AppLocale }> {
  const { brand, locale, ...rest } = await params;
  if (!isBrandKey(brand) || !hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return { ...rest, brand, locale };
}
