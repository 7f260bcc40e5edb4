import { LIST_PAGE } from '@agency/schema/lists';
import { localeEnumOf } from '@agency/schema/locales';
import { toGraphBrand } from '@/lib/brand/keys';
import { loadBrowserClient } from '@/lib/gateway/load-browser-client';
import type { PostCardFieldsFragment, PostKind } from '@/lib/gql/graphql';
import type { CursorPage } from '@/lib/lists/use-cursor-pages';
import { HighlightListQuery, PostListQuery } from './documents';

export interface PostListStep {
  brand: string;
  locale: string;
  kind: PostKind;
  search?: string;
  letter?: string;
}

export interface HighlightListStep {
  brand: string;
  locale: string;
  category: string;
}

type PostCardPage = CursorPage<PostCardFieldsFragment>;

/** The next step of a post list (16 posts after the cursor), read through the browser's client. */
export async function nextPostPage(step: PostListStep, after: string): Promise<PostCardPage> {
  const client = await loadBrowserClient();
  const result = await client
    .query(PostListQuery, {
      brand: toGraphBrand(step.brand),
      kind: step.kind,
      locale: localeEnumOf(step.locale),
      search: step.search ?? null,
      letter: step.letter ?? null,
      first: LIST_PAGE.step,
      after,
    })
    .toPromise();
  if (result.error || !result.data) throw result.error ?? new Error('No data');
  return result.data.posts;
}

/** The next step of a highlight category (16 after the cursor), read through the browser's client. */
export async function nextHighlightPage(step: HighlightListStep, after: string): Promise<PostCardPage> {
  const client = await loadBrowserClient();
  const result = await client
    .query(HighlightListQuery, {
      brand: toGraphBrand(step.brand),
      category: step.category,
      locale: localeEnumOf(step.locale),
      first: LIST_PAGE.step,
      after,
    })
    .toPromise();
  if (result.error || !result.data) throw result.error ?? new Error('No data');
  return result.data.highlights;
}
