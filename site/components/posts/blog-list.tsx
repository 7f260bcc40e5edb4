import { getTranslations } from 'next-intl/server';
import { getPostPage } from '@/lib/posts/get-posts';
import { LIST_PAGE } from '@agency/schema/lists';
import { EmptyState } from '@/components/content/empty-state';
import pageStyles from '@/components/content/page.module.css';
import { InfinitePostList } from './infinite-post-list';
import { ClientMessages } from '@/components/providers/client-messages';
import type { BrandKey } from '@agency/schema/brands';
import type { AppLocale } from '@/i18n/routing';

/** The blog: cards with cover, title, excerpt and a more link; 'Nenhum post encontrado' when empty. */
export async function BlogList({ brand, locale }: { brand: BrandKey; locale: AppLocale }) {
  const t = await getTranslations('content.blog');
  const page = await getPostPage({ brand, locale, kind: 'BLOG', first: LIST_PAGE.first });
  return (
    <section className={pageStyles.page} aria-labelledby="blog-title" data-testid="blog-list">
      <h1 id="blog-title" className={pageStyles.title}>
        {t('title')}
      </h1>
      {page.nodes.length === 0 ? (
        <EmptyState message={t('empty')} />
      ) : (
        <ClientMessages namespaces={['content.blog', 'content.lists']}>
          <InfinitePostList first={page} query={{ brand, locale, kind: 'BLOG' }} variant="blog" />
        </ClientMessages>
      )}
    </section>
  );
}
