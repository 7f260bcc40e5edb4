'use client';

import { useCallback } from 'react';
import type { PostCardFieldsFragment } from '@/lib/gql/graphql';
import { loadMoreHighlights } from '@/lib/posts/actions';
import { useCursorPages, type CursorPage } from '@/lib/lists/use-cursor-pages';
import { ListEnd } from '@/components/lists/list-end';
import { HighlightGrid } from './highlight-grid';

/** A highlight category pages like every list: the first screen from the server, 16 more as its end comes into view. */
export function InfiniteHighlightGrid({
  first,
  query,
}: {
  first: CursorPage<PostCardFieldsFragment>;
  query: { brand: string; locale: string; category: string };
}) {
  const loadAfter = useCallback((after: string) => loadMoreHighlights({ ...query, after }), [query]);
  const list = useCursorPages(first, loadAfter);
  return (
    <div aria-busy={list.pending}>
      <HighlightGrid highlights={list.items} />
      <ListEnd list={list} />
    </div>
  );
}
