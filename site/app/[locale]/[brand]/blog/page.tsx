import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BlogList } from '@/components/posts/blog-list';
import { contentRoute, type BrandParams } from '@/lib/posts/route-params';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('content.blog');
  return { title: t('title') };
}

export default async function BlogPage({ params }: { params: BrandParams }) {
  const { locale, brand } = await contentRoute(params, 'BLOG');
  return <BlogList brand={brand} locale={locale} />;
}
