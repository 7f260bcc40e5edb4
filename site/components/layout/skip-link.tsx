import { getTranslations } from 'next-intl/server';
import styles from './skip-link.module.css';

/** First focusable element of every page: jumps past the navigation to the content. */
export async function SkipLink() {
  const t = await getTranslations('common');
  return (
    <a href="#main" className={styles.skip}>
      {t('skipLink')}
    </a>
  );
}
