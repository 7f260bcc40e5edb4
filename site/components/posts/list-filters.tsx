import { getTranslations } from 'next-intl/server';
import { ShellLink as Link } from '@/components/ui/shell-link';
import { letterOptions } from '@/lib/posts/list-filters';
import { PostSearchField } from './post-search-field';
import styles from './list-filters.module.css';
import type { AppLocale } from '@/i18n/routing';

/**
 * Title search (filters as the visitor types; a plain GET form before any script loads) and
 * the letter filter (All plus A-Z; letters no post starts with are shown but inert).
 */
export async function ListFilters({
  basePath,
  locale,
  search,
  letter,
  letters,
}: {
  basePath: string;
  locale: AppLocale;
  search?: string;
  letter?: string;
  letters: readonly string[];
}) {
  const t = await getTranslations('content.lists');
  const action = locale === 'pt' ? basePath : `/${locale}${basePath === '/' ? '' : basePath}`;
  const query = (l?: string) => ({ ...(search ? { q: search } : {}), ...(l ? { letra: l } : {}) });
  return (
    <div className={styles.filters}>
      <form role="search" action={action} method="get" className={styles.search}>
        <label htmlFor="post-search" className={styles.label}>
          {t('searchLabel')}
        </label>
        <div className={styles.field}>
          <PostSearchField
            id="post-search"
            initial={search ?? ''}
            placeholder={t('searchPlaceholder')}
            className={styles.input}
          />
          {letter ? <input type="hidden" name="letra" value={letter} /> : null}
          <button type="submit" className={styles.submit}>
            {t('searchSubmit')}
          </button>
        </div>
      </form>
      <nav aria-label={t('letterNav')} className={styles.letters}>
        <Link
          href={{ pathname: basePath, query: query() }}
          className={styles.letter}
          aria-current={!letter ? 'page' : undefined}
          data-all
        >
          {t('letterAll')}
        </Link>
        {letterOptions(letters).map(({ letter: l, available }) =>
          available ? (
            <Link
              key={l}
              href={{ pathname: basePath, query: query(l) }}
              className={styles.letter}
              aria-current={letter === l ? 'page' : undefined}
            >
              {l}
            </Link>
          ) : (
            <span key={l} className={styles.letter} data-unavailable aria-hidden="true">
              {l}
            </span>
          ),
        )}
      </nav>
    </div>
  );
}
