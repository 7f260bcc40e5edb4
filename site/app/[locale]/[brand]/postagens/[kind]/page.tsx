import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PostListSection } from '@/components/posts/post-list-section';
import { listTitleKey } from '@/lib/posts/kinds';
import { kindRoute, listFilters, type KindParams, type SearchParams } from '@/lib/posts/route-params';

// The search and letter come from the query string, so the list renders per request (reads stay cached).
export const dynamic = 'force-dynamic';

/** /{segment}: the list of a kind whose list page is its own (the post-kind table's listPage 'own'). */
export async function generateMetadata({ params }: { params: KindParams }): Promise<Metadata> {
  const { kind } = await kindRoute(params, 'list');
  const t = await getTranslations('content.lists');
  return { title: t(listTitleKey(kind)) };
}

export default async function PostListPage({
  params,
  searchParams,
}: {
  params: KindParams;
  searchParams: SearchParams;
}) {
  const { locale, brand, kind } = await kindRoute(params, 'list');
  const { search, letter } = await listFilters(searchParams);
  return <PostListSection brand={brand} locale={locale} kind={kind} search={search} letter={letter} />;
}
