import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { brandHasKind, type ContentKind } from './kinds';
import { parseListFilters } from './list-filters';

export type BrandParams = Promise<{ locale: string; brand: string }>;
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * What every content route does first: fix the request locale and 404 when
 * the brand has no posts of this kind.
 */
export async function contentRoute(params: BrandParams, kind?: ContentKind) {
  const { locale, brand } = await params;
  setRequestLocale(locale as AppLocale);
  if (kind && !brandHasKind(brand, kind)) notFound();
  return { locale, brand };
}

export async function listFilters(searchParams: SearchParams) {
  return parseListFilters(await searchParams);
}
