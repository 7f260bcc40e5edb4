import { ResponsiveImg } from '@/components/media/responsive-img';
import { useTranslations } from 'next-intl';
import type { PostCardFieldsFragment } from '@/lib/gql/graphql';
import styles from './publications-carousel.module.css';

/** One publication of the carousel: its cover, whole, and its place among all, title and excerpt. */
export function PublicationSlide({
  publication,
  index,
  total,
}: {
  publication: PostCardFieldsFragment;
  index: number;
  total: number;
}) {
  const t = useTranslations('content.publications');
  return (
    <div className={styles.slide}>
      <div className={styles.image}>
        {publication.cover ? (
          <ResponsiveImg
            src={publication.cover.url}
            alt={publication.cover.alt}
            fill
            sizes="(max-width: 767px) 90vw, 40vw"
            preload={index === 0}
            className={styles.img}
          />
        ) : null}
      </div>
      <div className={styles.text}>
        <p className={styles.count} aria-hidden="true">
          {t('slide', { index: index + 1, total })}
        </p>
        <h2 className={styles.title}>{publication.title}</h2>
        {publication.excerpt ? <p className={styles.excerpt}>{publication.excerpt}</p> : null}
      </div>
    </div>
  );
}
