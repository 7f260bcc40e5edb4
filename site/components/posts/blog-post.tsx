import { getLocale, getTranslations } from 'next-intl/server';
import type { PostData } from '@/lib/posts/get-post';
import { formatPostDate } from '@/lib/posts/format-date';
import { MediaImage } from '@/components/media/media-image';
import { HtmlContent } from '@/components/content/html-content';
import pageStyles from '@/components/content/page.module.css';
import { PostNeighbours } from './post-neighbours';
import styles from './blog-post.module.css';

/** A blog post: title, date in the page's language, cover, HTML content and previous/next in list order. */
export async function BlogPost({ post }: { post: PostData }) {
  const t = await getTranslations('content.blog');
  const date = formatPostDate(post.createdAt, await getLocale());
  return (
    <article className={`${pageStyles.page} ${styles.post}`} data-testid="blog-post">
      <header className={styles.header}>
        <p className={pageStyles.eyebrow}>{t('title')}</p>
        <h1 className={pageStyles.title}>{post.title}</h1>
        {date ? (
          <p className={styles.date}>
            <time dateTime={post.createdAt}>{t('published', { date })}</time>
          </p>
        ) : null}
      </header>
      {post.cover ? (
        <div className={styles.cover}>
          <MediaImage image={post.cover} sizes="(max-width: 1023px) 100vw, 70vw" priority />
        </div>
      ) : null}
      <div className={styles.content}>
        {post.content ? <HtmlContent html={post.content} /> : null}
        {!post.content && post.description ? <HtmlContent html={post.description} /> : null}
      </div>
      <PostNeighbours previous={post.previous} next={post.next} />
    </article>
  );
}
