import { ResponsiveImg } from '@/components/media/responsive-img';
import { useTranslations } from 'next-intl';
import type { PostCardFieldsFragment } from '@/lib/gql/graphql';
import styles from './publications-carousel.module.css';

/**
 * One publication of the carousel: its cover, whole, and its place among all, title and excerpt.
 * The cover is drawn over a blurred copy of itself that fills its box (the same file), so every
 * slide paints the same area whatever the cover's shape: a turning slide is never a larger paint
 * than the first. A slide the carousel has not come near yet names its cover without loading it.
 */
export function PublicationSlide({
  publication,
  index,
  total,
  coverLoaded = true,
}: {
  publication: PostCardFieldsFragment;
  index: number;
  total: number;
  coverLoaded?: boolean;
}) {
  const t = useTranslations('content.publications');
  const { cover } = publication;
  return (
    <div className={styles.slide}>
      <div className={styles.image}>
        {cover && coverLoaded ? (
          <>
            <ResponsiveImg
              src={cover.url}
              alt=""
              fill
              sizes={COVER_SIZES}
              preload={index === 0}
              className={styles.backdrop}
            />
            <ResponsiveImg
              src={cover.url}
              alt={cover.alt}
              fill
              sizes={COVER_SIZES}
              preload={index === 0}
              className={styles.img}
            />
          </>
        ) : cover ? (
          <span role="img" aria-label={cover.alt} className={styles.pending} />
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

/** One rendition for the cover and its backdrop: the browser asks for it once. */
const COVER_SIZES = '(max-width: 767px) 90vw, 40vw';
