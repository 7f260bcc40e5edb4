import { getTranslations } from 'next-intl/server';
import { ShellLink as Link } from '@/components/ui/shell-link';
import type { PostCardFieldsFragment } from '@/lib/gql/graphql';
import { MediaImage } from '@/components/media/media-image';
import pageStyles from './page.module.css';
import styles from './social-feed.module.css';

/**
 * The about page's "social profiles and blog" block (the brand table's socialFeed), built from the
 * brand's own data: its social links and its latest blog covers, named for what it shows rather
 * than presented as a feed of posts on the networks. No outside script, nothing to load offline.
 */
export async function SocialFeed({
  links,
  posts,
}: {
  links: readonly { network: string; label: string; url: string }[];
  posts: readonly PostCardFieldsFragment[];
}) {
  const t = await getTranslations('content.about');
  const networks = links.filter((l) => l.network !== 'email' && l.network !== 'phone');
  if (networks.length === 0 && posts.length === 0) return null;
  return (
    <section className={styles.feed} aria-labelledby="social-feed-title" data-testid="social-feed">
      <div className={styles.head}>
        <div>
          <h2 id="social-feed-title" className={pageStyles.sectionTitle}>
            {t('social')}
          </h2>
          <p className={styles.intro}>{t('socialIntro')}</p>
        </div>
        <ul className={styles.links}>
          {networks.map((link) => (
            <li key={link.network}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.link}
                aria-label={t('follow', { network: link.label })}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
      {posts.length > 0 ? (
        <ul className={styles.grid} aria-label={t('recent')}>
          {posts.map((post) => (
            <li key={post.id}>
              <Link href={post.path} className={styles.tile}>
                {post.cover ? (
                  <MediaImage image={post.cover} alt="" ratio={1} sizes="(max-width: 639px) 33vw, 16vw" />
                ) : null}
                <span className={styles.tileTitle}>{post.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
