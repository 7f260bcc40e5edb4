import { ShellLink as Link } from '@/components/ui/shell-link';
import type { PostCardFieldsFragment } from '@/lib/gql/graphql';
import { MediaImage } from '@/components/media/media-image';
import styles from './post-card.module.css';

export const CARD_SIZES = '(max-width: 639px) 50vw, (max-width: 1023px) 33vw, 25vw';

/**
 * A post in a list: cover at a fixed ratio, uppercase title under it. Blog
 * cards add an excerpt and a 'more' link. Works in server and client lists.
 */
export function PostCard({
  post,
  variant = 'poster',
  moreLabel,
  priority = false,
}: {
  post: PostCardFieldsFragment;
  variant?: 'poster' | 'blog';
  /** The blog's more link text (visible), given with its accessible name. */
  moreLabel?: { text: string; label: string };
  priority?: boolean;
}) {
  const ratio = variant === 'blog' ? 3 / 2 : 4 / 5;
  return (
    <article className={styles.card} data-variant={variant} data-testid="post-card">
      <Link href={post.path} className={styles.media} tabIndex={-1} aria-hidden="true">
        {post.cover ? (
          <MediaImage image={post.cover} alt="" ratio={ratio} sizes={CARD_SIZES} priority={priority} />
        ) : (
          <div className={styles.placeholder} style={{ aspectRatio: ratio }} />
        )}
      </Link>
      <h2 className={styles.title}>
        <Link href={post.path}>{post.title}</Link>
      </h2>
      {variant === 'blog' && post.excerpt ? <p className={styles.excerpt}>{post.excerpt}</p> : null}
      {moreLabel ? (
        <Link href={post.path} className={styles.more} aria-label={moreLabel.label}>
          {moreLabel.text}
        </Link>
      ) : null}
    </article>
  );
}

/** A grey block at the card's ratio, shown while a list loads. */
export function PostCardSkeleton({ variant = 'poster' }: { variant?: 'poster' | 'blog' }) {
  return (
    <div className={styles.card} aria-hidden="true" data-testid="post-card-skeleton">
      <div
        className={`${styles.placeholder} ${styles.pulse}`}
        style={{ aspectRatio: variant === 'blog' ? 1.5 : 0.8 }}
      />
      <div className={`${styles.line} ${styles.pulse}`} />
    </div>
  );
}
