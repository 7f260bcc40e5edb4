'use client';

import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { groupedNumber } from '@/i18n/grouped-number';
import {
  talentFiltersFromSearch,
  talentFiltersQuery,
  type CastingColourLists,
  type TalentFilters,
} from '@/lib/talents/casting-filters';
import { useTalentLists } from '@/lib/talents/list-store';
import type { CastingFacets, TalentPage } from '@/lib/talents/types';
import { TalentFiltersBar } from './talent-filters';
import { CastingFiltersForm } from './casting-filters';
import { TalentGrid, TalentGridSkeleton } from './talent-grid';
import { ScrollSentinel } from '@/components/lists/scroll-sentinel';
import { useTalentList } from '@/lib/talents/use-talent-list';
import styles from './talent-list.module.css';
import type { BrandKey } from '@agency/schema/brands';

const subscribeNever = () => () => {};
const readLocationSearch = () => window.location.search;

/** A category change shows the loading state for 1 second. */
const CATEGORY_CHANGE_LOADING_MS = 1000;

interface Props {
  brand: BrandKey;
  category: string | null;
  initialFilters: TalentFilters;
  initialPage: TalentPage;
  letters: readonly string[];
  /** The colours the casting filters offer, labelled in the page's language. */
  colours: CastingColourLists;
  /** Follower counts on the cards (the influencer brand's). */
  showFollowers: boolean;
  /** The list is the page's first screen (a category page): its first cards are preloaded. */
  firstScreen?: boolean;
}

/** The interactive roster: filters kept in the URL, first screen from the server, more on scroll. */
export function TalentList({
  brand,
  category,
  initialFilters,
  initialPage,
  letters,
  colours,
  showFollowers,
  firstScreen = false,
}: Props) {
  const t = useTranslations('talents.list');
  const locale = useLocale();
  const [initial] = useState(() => ({ filters: initialFilters, page: initialPage }));
  // Filters the visitor chose here; until then, those of the URL. A page cached without its
  // query (the brand root is one page for every visitor) still honours a shared ?q=&letra= (or
  // casting) link: the URL is read once hydrated. The server's snapshot is the query it rendered, so
  // a URL that asks for the same list (the usual case) costs no second render after hydration.
  const [chosen, setFilters] = useState<TalentFilters | null>(null);
  const serverQuery = talentFiltersQuery(initialFilters);
  const urlSearch = useSyncExternalStore(subscribeNever, readLocationSearch, () => serverQuery);
  const urlFilters = useMemo(() => {
    const read = talentFiltersFromSearch(urlSearch, colours);
    return talentFiltersQuery(read) === serverQuery ? initialFilters : read;
  }, [urlSearch, serverQuery, initialFilters, colours]);
  const filters = chosen ?? urlFilters;
  // The filter controls start again from the URL's filters when those are not the server's, once:
  // after that the visitor's own choices (which rewrite the URL) never remount them.
  const [fromUrl, setFromUrl] = useState(false);
  if (!fromUrl && chosen === null && urlFilters !== initialFilters) setFromUrl(true);
  // Marked once hydrated (tests and styles can tell the list is interactive), without a render.
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    listRef.current?.setAttribute('data-ready', 'true');
  }, []);
  const { page, status, loadMore, retry } = useTalentList({ brand, category, filters, initial });

  // Coming from another category in this visit: skeletons for a second, then the list.
  const [switching, setSwitching] = useState(() => {
    const last = useTalentLists.getState().lastCategory;
    return last !== undefined && last !== category;
  });
  useEffect(() => {
    useTalentLists.getState().setLastCategory(category);
    if (!switching) return;
    const timer = setTimeout(() => setSwitching(false), CATEGORY_CHANGE_LOADING_MS);
    return () => clearTimeout(timer);
  }, [category, switching]);

  const changeFilters = useCallback((next: TalentFilters) => {
    setFilters(next);
    // Shareable and reload-proof: the server renders the same filters from the query.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${talentFiltersQuery(next)}`);
  }, []);

  const showSkeleton = switching || status === 'loading' || !page;
  const nodes = page?.nodes ?? [];
  // While a new combination loads, the choices keep the last counts shown.
  const [lastFacets, setLastFacets] = useState<CastingFacets | null>(initialPage.facets);
  if (page?.facets && page.facets !== lastFacets) setLastFacets(page.facets);
  const facets = page?.facets ?? lastFacets;

  return (
    <div ref={listRef} className={styles.list} data-ready="false" data-testid="talent-list">
      <TalentFiltersBar
        key={fromUrl ? 'browser' : 'server'}
        filters={filters}
        letters={letters}
        onChange={changeFilters}
      />
      <CastingFiltersForm
        key={fromUrl ? 'browser-casting' : 'server-casting'}
        filters={filters}
        colours={colours}
        facets={facets}
        onChange={changeFilters}
      />
      <p className={styles.status} role="status" aria-live="polite">
        {showSkeleton
          ? t('loading')
          : t('count', { count: page?.totalCount ?? 0, total: groupedNumber(page?.totalCount ?? 0, locale) })}
      </p>
      {showSkeleton ? (
        status === 'error' && !page ? (
          <ErrorLine onRetry={retry} />
        ) : (
          <TalentGridSkeleton count={8} label={t('loading')} />
        )
      ) : nodes.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <>
          <TalentGrid talents={nodes} category={category} showFollowers={showFollowers} preloadFirstRow={firstScreen} />
          {page?.hasNextPage && status !== 'error' && (
            <ScrollSentinel
              onVisible={loadMore}
              watchKey={nodes.length}
              busy={status === 'loading-more'}
              testId="talent-sentinel"
            />
          )}
          {status === 'loading-more' && <TalentGridSkeleton count={4} label={t('loadingMore')} />}
          {status === 'error' && <ErrorLine onRetry={retry} />}
          {!page?.hasNextPage && nodes.length > 8 && <p className={styles.end}>{t('end')}</p>}
        </>
      )}
    </div>
  );
}

function ErrorLine({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('talents.list');
  return (
    <p className={styles.error} role="alert">
      {t('loadError')}{' '}
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('retry')}
      </button>
    </p>
  );
}
