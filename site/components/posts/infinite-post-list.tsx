'use client';

import { useTranslations } from 'next-intl';
import type { PostCardFieldsFragment } from '@/lib/gql/graphql';
import type { CursorPage } from '@/lib/lists/use-cursor-pages';
import type { PostListStep } from '@/lib/posts/list-variables';
import { usePostPages } from '@/lib/posts/use-post-pages';
import { ListEnd } from '@/components/lists/list-end';
import { PostCard, PostCardSkeleton } from './post-card';
import styles from './post-grid.module.css';

/** The grid of an infinite list: the first page comes from the server, the next 16 as its end comes into view. */
export function InfinitePostList({
  first,
  query,
  variant = 'poster',
}: {
  first: CursorPage<PostCardFieldsFragment>;
  query: PostListStep;
  variant?: 'poster' | 'blog';
}) {
  const t = useTranslations('content.blog');
  const list = usePostPages(first, query);

  return (
    <>
      <ul className={styles.grid} data-variant={variant} aria-busy={list.pending} data-testid="post-grid">
        {list.items.map((post, index) => (
          <li key={post.id}>
            <PostCard
              post={post}
              variant={variant}
              priority={index < 4}
              moreLabel={
                variant === 'blog' ? { text: t('more'), label: t('moreAbout', { title: post.title }) } : undefined
              }
            />
          </li>
        ))}
        {list.pending
          ? Array.from({ length: 4 }, (_, i) => (
              <li key={`skeleton-${i}`}>
                <PostCardSkeleton variant={variant} />
              </li>
            ))
          : null}
      </ul>
      <ListEnd list={list} />
    </>
  );
}
