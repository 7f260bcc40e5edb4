import { getTranslations } from 'next-intl/server';
import type { PostData } from '@/lib/posts/get-post';
import { listTitleKey } from '@/lib/posts/kinds';
import { splitProfileSlides } from '@/lib/posts/slides';
import { GALLERY_OFFSET_PROFILE } from '@/lib/posts/constants';
import { MediaView } from '@/components/media/media-view';
import { Masonry } from '@/components/media/masonry';
import { ExpandedGallery } from '@/components/media/expanded-gallery';
import { HtmlContent } from '@/components/content/html-content';
import pageStyles from '@/components/content/page.module.css';
import { PostNeighbours } from './post-neighbours';
import { ProfileSections } from './profile-sections';
import styles from './profile.module.css';

/**
 * Workshop and lecture profile: title, first image, the pop-ups with content
 * (Conteúdo, Cronograma, Sobre o professor / Tema, Público Alvo, Release do
 * palestrante), the expanded gallery (280 px of scroll or 20 % in view), the
 * first video and previous/next.
 */
export async function CulturalProfile({ post }: { post: PostData }) {
  const t = await getTranslations('content');
  const { image, video, rest } = splitProfileSlides(post.slides);
  const playLabel = t('posts.playVideo', { title: post.title });
  const lead = image ?? post.cover;
  return (
    <article className={pageStyles.page} data-testid="post-profile" data-kind={post.kind}>
      <header className={styles.header}>
        <p className={pageStyles.eyebrow}>{t(`lists.${listTitleKey(post.kind)}`)}</p>
        <h1 className={pageStyles.title}>{post.title}</h1>
      </header>
      <div className={styles.media}>
        {lead ? (
          <div className={styles.cover}>
            <MediaView
              media={{ __typename: 'Image', ...lead }}
              title={post.title}
              playLabel={playLabel}
              sizes="(max-width: 1023px) 100vw, 40vw"
              priority
            />
          </div>
        ) : null}
        <div className={styles.body} data-beside>
          {post.description ? <HtmlContent html={post.description} /> : null}
          <ProfileSections post={post} />
        </div>
      </div>
      {rest.length > 0 ? (
        <ExpandedGallery offset={GALLERY_OFFSET_PROFILE} openWhenVisible label={t('posts.gallery')}>
          <Masonry items={rest} title={post.title} playLabel={playLabel} />
        </ExpandedGallery>
      ) : null}
      {video ? (
        <section className={styles.video} aria-label={t('posts.video')} data-testid="post-video">
          <MediaView media={video} title={post.title} playLabel={playLabel} sizes="100vw" />
        </section>
      ) : null}
      <PostNeighbours previous={post.previous} next={post.next} />
    </article>
  );
}
