import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { EventBySlugPage, eventTitleBySlug } from '@/components/posts/event-by-slug-page';
import { TalentListSection } from '@/components/talents/talent-list-section';
import { getBrandTalentCategories } from '@/lib/talents/server';

export type SegmentParams = Promise<{ locale: string; brand: string; segment: string }>;
export type SegmentQuery = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * One segment under a brand: a talent category list on the talent brands
 * (/jornalistas, /atores...; a category the brand does not have is a 404),
 * an event or show by slug on music and cultural. `query` holds the list
 * filters: none on the cached route, the request's on the filtered one.
 */
export async function renderSegment(params: SegmentParams, query: SegmentQuery) {
  const { locale, brand, segment } = await params;
  setRequestLocale(locale as AppLocale);
  const categories = await getBrandTalentCategories(brand);
  if (!categories) return <EventBySlugPage brand={brand} locale={locale} slug={segment} />;
  if (!categories.some((c) => c.slug === segment)) notFound();
  return (
    <TalentListSection
      brand={brand}
      locale={locale}
      category={segment}
      search={first(query.q)}
      letter={first(query.letra)}
    />
  );
}

export async function segmentMetadata(params: SegmentParams): Promise<Metadata> {
  const { locale, brand, segment } = await params;
  const categories = await getBrandTalentCategories(brand);
  if (!categories) {
    const title = await eventTitleBySlug(brand, locale, segment);
    return title ? { title } : {};
  }
  const category = categories.find((c) => c.slug === segment);
  if (!category) return {};
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'common.menu' });
  return {
    title: t.has(category.key as 'journalists') ? t(category.key as 'journalists') : segment,
    alternates: { canonical: locale === 'pt' ? category.path : `/en${category.path}` },
  };
}
