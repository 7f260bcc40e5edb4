'use client';

import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import type { PostCardFieldsFragment, PostKind } from '@/lib/gql/graphql';
import { loadMorePosts } from '@/lib/posts/actions';
import { LIST_SCROLL_THRESHOLD, LIST_STEP_SIZE } from '@/lib/posts/constants';
import { PostCard, PostCardSkeleton } from './post-card';
import styles from './post-grid.module.css';

interface ListQuery {
  brand: string;
  locale: string;
  kind: PostKind;
  search?: string;
  letter?: string;
}

/**
 * The grid of an infinite list: the first page comes from the server; when
 * the end comes into view (10 %) the next 16 are read after the cursor. A
 * button does the same for keyboards and when observers are unavailable.
 */
export function InfinitePostList({
  initial,
  initialCursor,
  hasMore: initialHasMore,
  query,
  variant = 'poster',
}: {
  initial: PostCardFieldsFragment[];
  initialCursor: string | null;
  hasMore: boolean;
  query: ListQuery;
  variant?: 'poster' | 'blog';
}) {
  const t = useTranslations('content');
  const [posts, setPosts] = useState(initial);
  const [cursor, setCursor] = useState(initialCursor);
  const [hasMore, setHasMore] = useState(initialHasMore);
  const [pending, startTransition] = useTransition();
  const sentinel = useRef<HTMLDivElement>(null);

  const loadMore = useCallback(() => {
    if (!hasMore || !cursor || pending) return;
    startTransition(async () => {
      const page = await loadMorePosts({ ...query, after: cursor });
      setPosts((current) => [...current, ...page.nodes.filter((n) => !current.some((c) => c.id === n.id))]);
      setCursor(page.pageInfo.endCursor ?? null);
      setHasMore(page.pageInfo.hasNextPage);
    });
  }, [cursor, hasMore, pending, query]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), {
      threshold: LIST_SCROLL_THRESHOLD,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loadMore]);

  return (
    <>
      <ul className={styles.grid} data-variant={variant} aria-busy={pending} data-testid="post-grid">
        {posts.map((post, index) => (
          <li key={post.id}>
            <PostCard
              post={post}
              variant={variant}
              priority={index < 4}
              moreLabel={
                variant === 'blog'
                  ? { text: t('blog.more'), label: t('blog.moreAbout', { title: post.title }) }
                  : undefined
              }
            />
          </li>
        ))}
        {pending
          ? Array.from({ length: Math.min(LIST_STEP_SIZE, 4) }, (_, i) => (
              <li key={`skeleton-${i}`}>
                <PostCardSkeleton variant={variant} />
              </li>
            ))
          : null}
      </ul>
      {hasMore ? (
        <div ref={sentinel} className={styles.sentinel} data-testid="list-sentinel">
          <button type="button" className={styles.loadMore} onClick={loadMore} disabled={pending}>
            {pending ? t('lists.loadingMore') : t('lists.loadMore')}
          </button>
        </div>
      ) : null}
    </>
  );
}
