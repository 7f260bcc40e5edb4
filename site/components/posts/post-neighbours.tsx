import { getTranslations } from 'next-intl/server';
import { ShellLink as Link } from '@/components/ui/shell-link';
import styles from './post-neighbours.module.css';

interface Neighbour {
  title: string;
  path: string;
}

/** Previous and next posts in list order, as the back-end's list gives them. */
export async function PostNeighbours({ previous, next }: { previous?: Neighbour | null; next?: Neighbour | null }) {
  if (!previous && !next) return null;
  const t = await getTranslations('content.posts');
  return (
    <nav className={styles.nav} aria-label={t('neighbours')} data-testid="post-neighbours">
      {previous ? (
        <Link href={previous.path} rel="prev" className={styles.link} data-direction="previous">
          <span className={styles.label}>
            <span aria-hidden="true">←</span> {t('previous')}
          </span>
          <span className={styles.title}>{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={next.path} rel="next" className={styles.link} data-direction="next">
          <span className={styles.label}>
            {t('next')} <span aria-hidden="true">→</span>
          </span>
          <span className={styles.title}>{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
