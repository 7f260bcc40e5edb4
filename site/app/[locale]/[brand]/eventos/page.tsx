import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PostListSection } from '@/components/posts/post-list-section';
import { contentRoute, listFilters, type BrandParams, type SearchParams } from '@/lib/posts/route-params';

// The search and letter come from the query string, so the list renders per request (reads stay cached).
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('content.lists');
  return { title: t('events') };
}

export default async function EventsPage({
  params,
  searchParams,
}: {
  params: BrandParams;
  searchParams: SearchParams;
}) {
  const { locale, brand } = await contentRoute(params, 'EVENT');
  const { search, letter } = await listFilters(searchParams);
  return (
    <PostListSection brand={brand} locale={locale} kind="EVENT" search={search} letter={letter} basePath="/eventos" />
  );
}
