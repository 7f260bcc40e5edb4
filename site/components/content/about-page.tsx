import { getTranslations } from 'next-intl/server';
import { brandByKey, type BrandKey } from '@agency/schema/brands';
import type { AboutPageData } from '@/lib/content/get-about';
import { getPostPage } from '@/lib/posts/get-posts';
import { HtmlContent } from './html-content';
import { PartnerMarquee } from './partner-marquee';
import { SocialFeed } from './social-feed';
import pageStyles from './page.module.css';
import type { AppLocale } from '@/i18n/routing';

/**
 * About: title, partner logo marquee, the about_us text in the current
 * language (Portuguese when missing) and, where the brand table says so, the social feed.
 */
export async function AboutPage({ brand, locale, data }: { brand: BrandKey; locale: AppLocale; data: AboutPageData }) {
  const t = await getTranslations('content.about');
  // The brand table says which brands' about pages carry the social feed.
  const socialFeed = brandByKey(brand).socialFeed;
  const feedPosts = socialFeed
    ? await getPostPage({ brand, locale, kind: 'BLOG', first: 6 })
        .then((page) => page.nodes.filter((n) => n.cover))
        .catch(() => [])
    : [];
  return (
    <article className={pageStyles.page} data-testid="about-page">
      {data.content && data.content.title !== t('title') ? <p className={pageStyles.eyebrow}>{t('title')}</p> : null}
      <h1 className={pageStyles.title} lang={data.content ? data.contentLang : undefined}>
        {data.content?.title ?? t('title')}
      </h1>
      <PartnerMarquee logos={data.brandLogos} label={t('partners')} />
      {data.content ? <HtmlContent html={data.content.html} lang={data.contentLang} /> : null}
      {socialFeed ? <SocialFeed links={data.socialLinks} posts={feedPosts} /> : null}
    </article>
  );
}
