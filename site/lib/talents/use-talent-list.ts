'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { loadBrowserClient } from '@/lib/gateway/load-browser-client';
import { castingVariables, talentListKey, type TalentFilters } from './casting-filters';
import { useTalentLists } from './list-store';
import { FIRST_PAGE_SIZE, NEXT_PAGE_SIZE, type TalentPage } from './types';
import type { BrandKey } from '@agency/schema/brands';

export type ListStatus = 'ready' | 'loading' | 'loading-more' | 'error';

interface Options {
  brand: BrandKey;
  category: string | null;
  filters: TalentFilters;
  /** The page the server rendered, for the filters it rendered with. */
  initial: { filters: TalentFilters; page: TalentPage };
}

/**
 * One talent list in the browser: the server's first page, then pages of 16
 * fetched through the browser's urql client (cursor pagination; the client
 * itself is loaded with the first of them). Loaded
 * lists stay in useTalentLists, so a list seen before shows at once.
 */
export function useTalentList({ brand, category, filters, initial }: Options) {
  const key = talentListKey(brand, category, filters);
  const initialKey = talentListKey(brand, category, initial.filters);
  // The server's page until the store holds this list: storing that same page after hydration
  // selects the same object, so it does not render the list again.
  const page = useTalentLists((s) => s.lists[key] ?? (key === initialKey ? initial.page : undefined));
  const put = useTalentLists((s) => s.put);
  const append = useTalentLists((s) => s.append);
  // Status is kept per list key, so a late answer for an older filter never colours the current one.
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [moreKey, setMoreKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const currentKey = useRef(key);
  useEffect(() => {
    currentKey.current = key;
  }, [key]);

  const fetchPage = useCallback(
    async (first: number, after: string | null): Promise<TalentPage> => {
      const [client, { TalentListQuery }] = await Promise.all([loadBrowserClient(), import('./documents')]);
      const { search, letter, casting } = filters;
      const result = await client
        .query(TalentListQuery, {
          brand: brand,
          category,
          search,
          letter,
          casting: castingVariables(casting),
          first,
          after,
          // The counts come with a list's first page only: later pages leave them as they were.
          withFacets: after === null,
        })
        .toPromise();
      if (result.error || !result.data) throw result.error ?? new Error('No data');
      const { nodes, pageInfo, totalCount } = result.data.talents;
      const facets = result.data.talentFacets ?? null;
      return { nodes, hasNextPage: pageInfo.hasNextPage, endCursor: pageInfo.endCursor ?? null, totalCount, facets };
    },
    [brand, category, filters],
  );

  // Keep the server's page so a later visit to this list reuses it.
  useEffect(() => {
    if (!useTalentLists.getState().lists[initialKey]) put(initialKey, initial.page);
  }, [initialKey, initial.page, put]);

  // A filter combination not seen yet: fetch its first screen.
  useEffect(() => {
    if (page) return;
    let cancelled = false;
    fetchPage(FIRST_PAGE_SIZE, null)
      .then((loaded) => !cancelled && put(key, loaded))
      .catch(() => !cancelled && setErrorKey(key));
    return () => {
      cancelled = true;
    };
  }, [key, page, fetchPage, put, attempt]);

  const loadMore = useCallback(async () => {
    if (!page?.hasNextPage || moreKey === key) return;
    const requestedKey = key;
    setMoreKey(requestedKey);
    setErrorKey(null);
    try {
      const loaded = await fetchPage(NEXT_PAGE_SIZE, page.endCursor);
      if (!useTalentLists.getState().lists[requestedKey]) put(requestedKey, page);
      append(requestedKey, loaded);
    } catch {
      if (currentKey.current === requestedKey) setErrorKey(requestedKey);
    } finally {
      setMoreKey((k) => (k === requestedKey ? null : k));
    }
  }, [page, moreKey, key, fetchPage, put, append]);

  const retry = useCallback(() => {
    setErrorKey(null);
    if (page) void loadMore();
    else setAttempt((n) => n + 1);
  }, [page, loadMore]);

  const status: ListStatus = !page
    ? errorKey === key
      ? 'error'
      : 'loading'
    : moreKey === key
      ? 'loading-more'
      : errorKey === key
        ? 'error'
        : 'ready';
  return { page, status, loadMore, retry };
}
