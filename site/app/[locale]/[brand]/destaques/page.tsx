import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HighlightCategories } from '@/components/posts/highlight-categories';
import { getHighlightCategories } from '@/lib/brand/get-brand';
import { contentRoute, type BrandParams } from '@/lib/posts/route-params';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('content.highlights');
  return { title: t('title') };
}

export default async function HighlightsPage({ params }: { params: BrandParams }) {
  const { locale, brand } = await contentRoute(params, 'HIGHLIGHT');
  const { highlightCategories } = await getHighlightCategories(brand);
  return <HighlightCategories brand={brand} locale={locale} categories={highlightCategories} />;
}
