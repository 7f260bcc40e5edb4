import { getTranslations } from 'next-intl/server';
import type { AboutPageData } from '@/lib/posts/get-about';
import { getPostPage } from '@/lib/posts/get-posts';
import { HtmlContent } from './html-content';
import { PartnerMarquee } from './partner-marquee';
import { SocialFeed } from './social-feed';
import pageStyles from './page.module.css';

/** Brands whose about page carries the social feed (site-shell-and-talents §2). */
const SOCIAL_FEED_BRANDS = new Set(['cq-empresariamento', 'digital', 'jabuticaba']);

/**
 * About: title, partner logo marquee, the about_us text in the current
 * language (Portuguese when missing) and, for three brands, the social feed.
 */
export async function AboutPage({ brand, locale, data }: { brand: string; locale: string; data: AboutPageData }) {
  const t = await getTranslations('content.about');
  const feedPosts = SOCIAL_FEED_BRANDS.has(brand)
    ? await getPostPage({ brand, locale, kind: 'BLOG', first: 6 })
        .then((page) => page.nodes.filter((n) => n.cover))
        .catch(() => [])
    : [];
  return (
    <article className={pageStyles.page} data-testid="about-page">
      {data.content && data.content.title !== t('title') ? <p className={pageStyles.eyebrow}>{t('title')}</p> : null}
      <h1 className={pageStyles.title}>{data.content?.title ?? t('title')}</h1>
      <PartnerMarquee logos={data.brandLogos} label={t('partners')} />
      {data.content ? <HtmlContent html={data.content.html} /> : null}
      {SOCIAL_FEED_BRANDS.has(brand) ? <SocialFeed links={data.socialLinks} posts={feedPosts} /> : null}
    </article>
  );
}
