'use client';

import { useCallback, useState, useTransition } from 'react';

export interface CursorPage<T> {
  nodes: readonly T[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/** Where the next step starts; null when there is none. */
const nextCursor = ({ pageInfo }: CursorPage<unknown>) => (pageInfo.hasNextPage ? (pageInfo.endCursor ?? null) : null);

/**
 * The pages of a list read after a cursor: the first came with the page, each next one from
 * `loadAfter` (a read through the browser's GraphQL client, lib/<feature>/). An item already shown is not repeated, a failed step can be
 * tried again, and a step never starts while one is loading.
 */
export function useCursorPages<T extends { id: string }>(
  first: CursorPage<T>,
  loadAfter: (cursor: string) => Promise<CursorPage<T>>,
) {
  const [items, setItems] = useState<readonly T[]>(first.nodes);
  const [cursor, setCursor] = useState(() => nextCursor(first));
  const hasMore = cursor !== null;
  const [failed, setFailed] = useState(false);
  const [pending, startTransition] = useTransition();

  const loadMore = useCallback(() => {
    if (cursor === null || pending) return;
    startTransition(async () => {
      try {
        const page = await loadAfter(cursor);
        setItems((current) => {
          const shown = new Set(current.map((item) => item.id));
          return [...current, ...page.nodes.filter((node) => !shown.has(node.id))];
        });
        setCursor(nextCursor(page));
        setFailed(false);
      } catch {
        setFailed(true);
      }
    });
  }, [cursor, pending, loadAfter]);

  return { items, hasMore, pending, failed, loadMore };
}
