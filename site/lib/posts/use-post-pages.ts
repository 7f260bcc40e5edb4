'use client';

import { useCallback } from 'react';
import type { PostCardFieldsFragment } from '@/lib/gql/graphql';
import { useCursorPages, type CursorPage } from '@/lib/lists/use-cursor-pages';
import type { HighlightListStep, PostListStep } from './list-variables';

// The readers (with the GraphQL client, the documents and the brand table) load with the first next
// step: a list the visitor never scrolls to its end ships none of them.
const nextPages = () => import('./next-pages');

/** A post list in the browser: the server's first page, then 16 more after each cursor. */
export function usePostPages(first: CursorPage<PostCardFieldsFragment>, step: PostListStep) {
  const loadAfter = useCallback(
    (after: string) => nextPages().then((pages) => pages.nextPostPage(step, after)),
    [step],
  );
  return useCursorPages(first, loadAfter);
}

/** A highlight category in the browser: the server's first screen, then 16 more after each cursor. */
export function useHighlightPages(first: CursorPage<PostCardFieldsFragment>, step: HighlightListStep) {
  const loadAfter = useCallback(
    (after: string) => nextPages().then((pages) => pages.nextHighlightPage(step, after)),
    [step],
  );
  return useCursorPages(first, loadAfter);
}
