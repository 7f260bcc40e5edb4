import { useTranslations } from 'next-intl';
import { ShellLink as Link } from '@/components/ui/shell-link';
import type { PostCardFieldsFragment } from '@/lib/gql/graphql';
import { aspectRatio, toRows } from '@/lib/posts/rows';
import { MediaImage } from '@/components/media/media-image';
import { MediaView } from '@/components/media/media-view';
import styles from './highlights.module.css';

/**
 * A category's highlights as a row masonry of covers, or of the cover video
 * when a highlight has one; each titled and linked to its detail. The first
 * row is the first screen (the page's largest paint): loaded eagerly, with high
 * priority and preloaded with the HTML; the rows after it load as they near the view.
 */
export function HighlightGrid({ highlights }: { highlights: readonly PostCardFieldsFragment[] }) {
  const t = useTranslations('content.posts');
  return (
    <div className={styles.grid} data-testid="highlight-grid">
      {toRows(highlights, [3, 2]).map((row, r) => (
        <ul className={styles.row} key={r}>
          {row.map((item) => {
            const ratio = item.coverVideo ? 16 / 9 : aspectRatio(item.cover?.width, item.cover?.height);
            return (
              <li
                key={item.id}
                className={styles.cell}
                style={{ flexGrow: ratio, flexBasis: `${ratio * 12}rem` }}
                data-testid="highlight-card"
              >
                {item.coverVideo ? (
                  <MediaView
                    media={item.coverVideo}
                    title={item.title}
                    playLabel={t('playVideo', { title: item.title })}
                    ratio={ratio}
                    sizes={`(max-width: 639px) 100vw, ${Math.round(100 / row.length)}vw`}
                    priority={r === 0}
                  />
                ) : item.cover ? (
                  <Link href={item.path} tabIndex={-1} aria-hidden="true" className={styles.coverLink}>
                    <MediaImage
                      image={item.cover}
                      alt=""
                      ratio={ratio}
                      sizes={`(max-width: 639px) 100vw, ${Math.round(100 / row.length)}vw`}
                      priority={r === 0}
                    />
                  </Link>
                ) : null}
                <h2 className={styles.itemTitle}>
                  <Link href={item.path}>{item.title}</Link>
                </h2>
              </li>
            );
          })}
        </ul>
      ))}
    </div>
  );
}
