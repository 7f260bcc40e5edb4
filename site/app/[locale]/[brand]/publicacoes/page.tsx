import type { Metadata } from 'next';
import { LIST_PAGE } from '@agency/schema/lists';
import { getTranslations } from 'next-intl/server';
import { PublicationsCarousel } from '@/components/posts/publications-carousel';
import { EmptyState } from '@/components/content/empty-state';
import pageStyles from '@/components/content/page.module.css';
import { getPostPage } from '@/lib/posts/get-posts';
import { contentRoute, type BrandParams } from '@/lib/posts/route-params';
import { ClientMessages } from '@/components/providers/client-messages';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('content.publications');
  return { title: t('title') };
}

export default async function PublicationsPage({ params }: { params: BrandParams }) {
  const { locale, brand } = await contentRoute(params, 'PUBLICATION');
  const t = await getTranslations('content.publications');
  const page = await getPostPage({ brand, locale, kind: 'PUBLICATION', first: LIST_PAGE.first });
  return (
    <section className={pageStyles.page} aria-labelledby="publications-title" data-testid="publications">
      <h1 id="publications-title" className={pageStyles.title}>
        {t('title')}
      </h1>
      {page.nodes.length === 0 ? (
        <EmptyState message={t('empty')} />
      ) : (
        <ClientMessages namespaces={['content.publications']}>
          <PublicationsCarousel first={page} totalCount={page.totalCount} query={{ brand, locale }} />
        </ClientMessages>
      )}
    </section>
  );
}
