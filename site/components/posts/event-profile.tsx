import { getTranslations } from 'next-intl/server';
import type { PostData } from '@/lib/posts/get-post';
import { listTitleKey } from '@/lib/posts/kinds';
import { splitEventSlides } from '@/lib/posts/slides';
import { GALLERY_OFFSET_EVENT } from '@/lib/posts/constants';
import { MediaImage } from '@/components/media/media-image';
import { MediaView } from '@/components/media/media-view';
import { Masonry } from '@/components/media/masonry';
import { ExpandedGallery } from '@/components/media/expanded-gallery';
import { HtmlContent } from '@/components/content/html-content';
import pageStyles from '@/components/content/page.module.css';
import { PostNeighbours } from './post-neighbours';
import { ProfileSections } from './profile-sections';
import styles from './profile.module.css';

/**
 * Event detail, music event profile and show profile: the cover, then the
 * first video or else the second image, the description, the pop-ups
 * (Agenda/Rider or Sinopse/Rider/Prêmios), the Spotify link, the gallery of
 * the remaining slides (expanded across the screen after 180 px of scroll, full-screen on request)
 * and previous/next.
 */
export async function EventProfile({ post }: { post: PostData }) {
  const t = await getTranslations('content');
  const { feature, rest } = splitEventSlides(post.slides);
  const playLabel = t('posts.playVideo', { title: post.title });
  return (
    <article className={pageStyles.page} data-testid="post-profile" data-kind={post.kind}>
      <header className={styles.header}>
        <p className={pageStyles.eyebrow}>{t(`lists.${listTitleKey(post.kind)}`)}</p>
        <h1 className={pageStyles.title}>{post.title}</h1>
      </header>
      <div className={styles.media} data-has-feature={Boolean(feature)}>
        {post.cover ? (
          <div className={styles.cover}>
            <MediaImage image={post.cover} sizes="(max-width: 1023px) 100vw, 40vw" priority />
          </div>
        ) : null}
        {feature ? (
          <div className={styles.feature} data-testid="post-feature" data-type={feature.__typename}>
            <MediaView
              media={feature}
              title={post.title}
              playLabel={playLabel}
              sizes="(max-width: 1023px) 100vw, 55vw"
            />
          </div>
        ) : null}
      </div>
      <div className={styles.body}>
        {post.description ? <HtmlContent html={post.description} /> : null}
        <div className={styles.actions}>
          <ProfileSections post={post} />
          {post.spotifyUrl ? (
            <a className={styles.spotify} href={post.spotifyUrl} target="_blank" rel="noopener noreferrer">
              {t('posts.spotify')}
            </a>
          ) : null}
        </div>
      </div>
      {rest.length > 0 ? (
        <ExpandedGallery
          offset={GALLERY_OFFSET_EVENT}
          label={t('posts.gallery')}
          fullScreen={{
            label: t('posts.galleryExpanded'),
            open: t('posts.galleryFullScreen'),
            close: t('posts.close'),
          }}
        >
          <Masonry items={rest} title={post.title} playLabel={playLabel} />
        </ExpandedGallery>
      ) : null}
      <PostNeighbours previous={post.previous} next={post.next} />
    </article>
  );
}
