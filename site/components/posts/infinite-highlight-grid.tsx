'use client';

import type { PostCardFieldsFragment } from '@/lib/gql/graphql';
import type { CursorPage } from '@/lib/lists/use-cursor-pages';
import type { HighlightListStep } from '@/lib/posts/list-variables';
import { useHighlightPages } from '@/lib/posts/use-post-pages';
import { ListEnd } from '@/components/lists/list-end';
import { HighlightGrid } from './highlight-grid';

/** A highlight category pages like every list: the first screen from the server, 16 more as its end comes into view. */
export function InfiniteHighlightGrid({
  first,
  query,
}: {
  first: CursorPage<PostCardFieldsFragment>;
  query: HighlightListStep;
}) {
  const list = useHighlightPages(first, query);
  return (
    <div aria-busy={list.pending}>
      <HighlightGrid highlights={list.items} />
      <ListEnd list={list} />
    </div>
  );
}
