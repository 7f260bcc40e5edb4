'use server';

import { LIST_PAGE } from '@agency/schema/lists';
import { POST_KIND_KEYS, POST_KINDS } from '@agency/schema/post-kinds';
import type { PostKind } from '@/lib/gql/graphql';
import { isBrandKey } from '@/lib/brand/keys';
import { getHighlights, getPostPage } from './get-posts';

/** Kinds listed by cursor (highlights page by category, below). */
const LIST_KINDS: readonly PostKind[] = POST_KIND_KEYS.filter((kind) => POST_KINDS[kind].restType !== 'highlights');

/**
 * The next step of an infinite list (16 posts after the cursor). Server actions keep the gateway
 * on the server and reuse the server's cached reads; the gateway checks every argument again.
 */
export async function loadMorePosts(input: {
  brand: string;
  locale: string;
  kind: PostKind;
  search?: string;
  letter?: string;
  after: string;
}) {
  if (!isBrandKey(input.brand) || !LIST_KINDS.includes(input.kind)) throw new Error('Invalid list');
  const page = await getPostPage({ ...input, first: LIST_PAGE.step });
  return { nodes: page.nodes, pageInfo: page.pageInfo };
}

/** The next step of a highlight category (16 after the cursor). */
export async function loadMoreHighlights(input: { brand: string; locale: string; category: string; after: string }) {
  if (!isBrandKey(input.brand)) throw new Error('Invalid list');
  const page = await getHighlights(input.brand, input.locale, input.category, LIST_PAGE.step, input.after);
  return { nodes: page.nodes, pageInfo: page.pageInfo };
}
