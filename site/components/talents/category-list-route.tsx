import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { TalentListSection } from '@/components/talents/talent-list-section';
import { getBrandTalentCategories } from '@/lib/talents/server';
import { brandRoute } from '@/lib/brand/route';
import type { BrandKey } from '@agency/schema/brands';

export type CategoryListParams = Promise<{ locale: AppLocale; brand: BrandKey; category: string }>;
export type CategoryListQuery = Record<string, string | string[] | undefined>;

/**
 * A talent category list (/jornalistas, /atores...; the proxy sends a talent brand's categories
 * here). A category the brand does not have is a 404. `query` holds the list filters: none on the
 * cached route, the request's on the filtered one.
 */
export async function renderCategoryList(params: CategoryListParams, query: CategoryListQuery) {
  const { locale, brand, category } = await brandRoute(params);
  const categories = await getBrandTalentCategories(brand);
  if (!categories?.some((c) => c.slug === category)) notFound();
  return <TalentListSection brand={brand} locale={locale} category={category} query={query} firstScreen />;
}

export async function categoryListMetadata(params: CategoryListParams): Promise<Metadata> {
  const { locale, brand, category: slug } = await brandRoute(params);
  const categories = await getBrandTalentCategories(brand);
  const category = categories?.find((c) => c.slug === slug);
  if (!category) return {};
  const t = await getTranslations({ locale, namespace: 'common.menu' });
  return {
    title: t.has(category.key as 'journalists') ? t(category.key as 'journalists') : slug,
    alternates: { canonical: locale === 'pt' ? category.path : `/en${category.path}` },
  };
}
