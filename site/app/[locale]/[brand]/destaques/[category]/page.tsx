import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { InfiniteHighlightGrid } from '@/components/posts/infinite-highlight-grid';
import { EmptyState } from '@/components/content/empty-state';
import pageStyles from '@/components/content/page.module.css';
import { getHighlightCategories } from '@/lib/brand/get-brand';
import { getHighlights } from '@/lib/posts/get-posts';
import { highlightLabelKey, isBrandHighlightCategory } from '@/lib/posts/highlights';
import { contentRoute } from '@/lib/posts/route-params';
import { ClientMessages } from '@/components/providers/client-messages';

export const revalidate = 60;

// Rendered on first request, then cached (ISR): nothing is prerendered at build time.
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: string; brand: string; category: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { category } = await params;
  const t = await getTranslations('content.highlights');
  const key = highlightLabelKey(category);
  return { title: key ? t(`categories.${key}`) : t('title') };
}

export default async function HighlightCategoryPage({ params }: { params: Params }) {
  const { category } = await params;
  const { locale, brand } = await contentRoute(params, 'HIGHLIGHT');
  const key = highlightLabelKey(category);
  const { highlightCategories } = await getHighlightCategories(brand);
  if (!key || !isBrandHighlightCategory(highlightCategories, category)) notFound();
  const t = await getTranslations('content.highlights');
  const page = await getHighlights(brand, locale, category);
  return (
    <section className={pageStyles.page} aria-labelledby="highlight-title" data-testid="highlight-list">
      <p className={pageStyles.eyebrow}>{t('title')}</p>
      <h1 id="highlight-title" className={pageStyles.title}>
        {t(`categories.${key}`)}
      </h1>
      {page.nodes.length === 0 ? (
        <EmptyState message={t('empty')} />
      ) : (
        <ClientMessages namespaces={['content.posts', 'content.lists']}>
          <InfiniteHighlightGrid first={page} query={{ brand, locale, category }} />
        </ClientMessages>
      )}
    </section>
  );
}
