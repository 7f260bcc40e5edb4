'use client';

import { useTranslations } from 'next-intl';
import { ScrollSentinel } from './scroll-sentinel';
import styles from './list-end.module.css';

interface ListState {
  items: readonly unknown[];
  hasMore: boolean;
  pending: boolean;
  failed: boolean;
  loadMore: () => void;
}

/**
 * The end of a list that has more: scrolling it into view loads the next step, and a button does
 * the same for keyboards (and tries again after a failed step, which is said aloud).
 */
export function ListEnd({ list }: { list: ListState }) {
  const t = useTranslations('content.lists');
  if (!list.hasMore) return null;
  return (
    <>
      {list.failed ? (
        <p className={styles.error} role="alert">
          {t('loadError')}
        </p>
      ) : null}
      <ScrollSentinel
        onVisible={list.loadMore}
        watchKey={list.items.length}
        busy={list.pending || list.failed}
        testId="list-sentinel"
        className={styles.end}
      >
        <button type="button" className={styles.loadMore} onClick={list.loadMore} disabled={list.pending}>
          {list.pending ? t('loadingMore') : t('loadMore')}
        </button>
      </ScrollSentinel>
    </>
  );
}
