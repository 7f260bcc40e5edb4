import { getTranslations } from 'next-intl/server';
import { ShellLink as Link } from '@/components/ui/shell-link';
import type { PostData } from '@/lib/posts/get-post';
import { highlightLabelKey } from '@/lib/posts/highlights';
import { MediaImage } from '@/components/media/media-image';
import { MediaView, mediaRatio } from '@/components/media/media-view';
import { HtmlContent } from '@/components/content/html-content';
import pageStyles from '@/components/content/page.module.css';
import { PostNeighbours } from './post-neighbours';
import styles from './highlights.module.css';

/** A highlight: its image, then every slide (images, hosted videos, YouTube and Vimeo embeds) and its text. */
export async function HighlightDetail({ post, category }: { post: PostData; category: string }) {
  const t = await getTranslations('content');
  const key = highlightLabelKey(category);
  const categoryName = key ? t(`highlights.categories.${key}`) : category;
  const playLabel = t('posts.playVideo', { title: post.title });
  const slides = post.slides.filter((s) => !(s.__typename === 'Image' && s.url === post.cover?.url));
  return (
    <article className={pageStyles.page} data-testid="highlight-detail">
      <p className={pageStyles.eyebrow}>
        <Link href={`/destaques/${category}`} className={styles.back}>
          ← {t('highlights.back', { category: categoryName })}
        </Link>
      </p>
      <h1 className={pageStyles.title}>{post.title}</h1>
      <div className={styles.detail}>
        {post.cover ? <MediaImage image={post.cover} sizes="(max-width: 1023px) 100vw, 70vw" priority /> : null}
        {slides.map((slide, index) => (
          <div key={index} data-testid="highlight-media" data-type={slide.__typename}>
            <MediaView
              media={slide}
              title={post.title}
              playLabel={playLabel}
              ratio={mediaRatio(slide)}
              sizes="(max-width: 1023px) 100vw, 70vw"
            />
          </div>
        ))}
        {post.description ? <HtmlContent html={post.description} /> : null}
        {post.content ? <HtmlContent html={post.content} /> : null}
      </div>
      <PostNeighbours previous={post.previous} next={post.next} />
    </article>
  );
}
