import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import styles from './profile.module.css';

interface Neighbour {
  id: string;
  name: string;
  path: string;
}

/** Previous and next talents of the list the profile was opened from (the gateway wraps around). */
export async function NeighbourLinks({ previous, next }: { previous: Neighbour | null; next: Neighbour | null }) {
  if (!previous && !next) return null;
  const t = await getTranslations('talents.profile');
  return (
    <nav className={styles.neighbours} aria-label={t('neighbours')}>
      {previous && (
        <Link href={previous.path} className={styles.arrow} rel="prev" data-testid="talent-previous">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
          <span className={styles.arrowName} aria-hidden="true">
            {previous.name}
          </span>
          <span className={styles.visuallyHidden}>{t('previous', { name: previous.name })}</span>
        </Link>
      )}
      {next && (
        <Link href={next.path} className={`${styles.arrow} ${styles.next}`} rel="next" data-testid="talent-next">
          <span className={styles.arrowName} aria-hidden="true">
            {next.name}
          </span>
          <span className={styles.visuallyHidden}>{t('next', { name: next.name })}</span>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </Link>
      )}
    </nav>
  );
}
