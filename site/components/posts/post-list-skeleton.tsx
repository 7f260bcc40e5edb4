import pageStyles from '@/components/content/page.module.css';
import { PostCardSkeleton } from './post-card';
import styles from './post-grid.module.css';

/** What a list route shows while its first page loads: grey blocks at the card ratio, not a spinner. */
export function PostListSkeleton({ variant = 'poster', count = 8 }: { variant?: 'poster' | 'blog'; count?: number }) {
  return (
    <div className={pageStyles.page} aria-busy="true" data-testid="list-skeleton">
      <div className={pageStyles.title} style={{ width: '40%', height: '3.5rem', background: '#e4e1dc' }} />
      <ul className={styles.grid} data-variant={variant}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <PostCardSkeleton variant={variant} />
          </li>
        ))}
      </ul>
    </div>
  );
}
