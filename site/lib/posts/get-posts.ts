import 'server-only';
import { LIST_PAGE } from '@agency/schema/lists';
import { queryGateway } from '@/lib/gateway/server-client';
import { HighlightListQuery, PostListQuery } from './documents';
import { highlightListVariables, postListVariables, type PostListStep } from './list-variables';
import type { BrandKey } from '@agency/schema/brands';
import type { AppLocale } from '@/i18n/routing';

export interface PostListArgs extends PostListStep {
  first: number;
  after?: string | null;
}

/** One page of a brand's posts of a kind, filtered by title search and first letter. */
export async function getPostPage(args: PostListArgs) {
  const data = await queryGateway(PostListQuery, postListVariables(args, args.first, args.after ?? null));
  return data.posts;
}

export type PostPage = Awaited<ReturnType<typeof getPostPage>>;
export type PostCardData = PostPage['nodes'][number];

/** One page of a highlight category: the first screen, or a step after a cursor. */
export async function getHighlights(
  brand: BrandKey,
  locale: AppLocale,
  category: string,
  first: number = LIST_PAGE.first,
  after: string | null = null,
) {
  const data = await queryGateway(
    HighlightListQuery,
    highlightListVariables({ brand, locale, category }, first, after),
  );
  return data.highlights;
}
