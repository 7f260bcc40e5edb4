import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HighlightDetail } from '@/components/posts/highlight-detail';
import { PostLanguageTargets, postMetadata } from '@/components/posts/post-language';
import { getHighlightCategories } from '@/lib/brand/get-brand';
import { getPost } from '@/lib/posts/get-post';
import { isBrandHighlightCategory } from '@/lib/posts/highlights';
import { contentRoute } from '@/lib/posts/route-params';
import { brandRoute } from '@/lib/brand/route';

export const revalidate = 60;

// Rendered on first request, then cached (ISR): nothing is prerendered at build time.
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: string; brand: string; category: string; slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, brand, category, slug } = await brandRoute(params);
  const post = await getPost(brand, locale, 'HIGHLIGHT', 'slug', decodeURIComponent(slug), category).catch(() => null);
  return post ? postMetadata(post, locale) : {};
}

export default async function HighlightPage({ params }: { params: Params }) {
  const { category, slug } = await params;
  const { locale, brand } = await contentRoute(params, 'HIGHLIGHT');
  const { highlightCategories } = await getHighlightCategories(brand);
  if (!isBrandHighlightCategory(highlightCategories, category)) notFound();
  const post = await getPost(brand, locale, 'HIGHLIGHT', 'slug', decodeURIComponent(slug), category);
  if (!post) notFound();
  return (
    <>
      <PostLanguageTargets post={post} locale={locale} />
      <HighlightDetail post={post} category={category} />
    </>
  );
}
