import 'server-only';
import { LIST_PAGE } from '@agency/schema/lists';
import type { PostKind } from '@/lib/gql/graphql';
import { queryGateway } from '@/lib/gateway/server-client';
import { toGraphBrand } from '@/lib/brand/keys';
import { toGraphLocale } from './kinds';
import { HighlightListQuery, PostListQuery } from './documents';

export interface PostListArgs {
  brand: string;
  locale: string;
  kind: PostKind;
  search?: string;
  letter?: string;
  first: number;
  after?: string | null;
}

/** One page of a brand's posts of a kind, filtered by title search and first letter. */
export async function getPostPage(args: PostListArgs) {
  const data = await queryGateway(PostListQuery, {
    brand: toGraphBrand(args.brand),
    kind: args.kind,
    locale: toGraphLocale(args.locale),
    search: args.search ?? null,
    letter: args.letter ?? null,
    first: args.first,
    after: args.after ?? null,
  });
  return data.posts;
}

export type PostPage = Awaited<ReturnType<typeof getPostPage>>;
export type PostCardData = PostPage['nodes'][number];

/** One page of a highlight category: the first screen, or a step after a cursor. */
export async function getHighlights(
  brand: string,
  locale: string,
  category: string,
  first: number = LIST_PAGE.first,
  after: string | null = null,
) {
  const data = await queryGateway(HighlightListQuery, {
    brand: toGraphBrand(brand),
    category,
    locale: toGraphLocale(locale),
    first,
    after,
  });
  return data.highlights;
}
