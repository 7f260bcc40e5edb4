'use server';

import type { PostKind } from '@/lib/gql/graphql';
import { isBrandKey } from '@/lib/brand/keys';
import { LIST_STEP_SIZE } from './constants';
import { getPostPage } from './get-posts';

const LIST_KINDS: readonly PostKind[] = ['EVENT', 'SHOW', 'WORKSHOP', 'LECTURE', 'BLOG'];

/**
 * The next step of an infinite list (16 posts after the cursor). A server
 * action keeps the gateway on the server and reuses the server's cached reads.
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
  const page = await getPostPage({ ...input, first: LIST_STEP_SIZE });
  return { nodes: page.nodes, pageInfo: page.pageInfo };
}
