import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogPost } from '@/components/posts/blog-post';
import { PostLanguageTargets, postMetadata } from '@/components/posts/post-language';
import { getPost } from '@/lib/posts/get-post';
import { contentRoute } from '@/lib/posts/route-params';
import { brandRoute } from '@/lib/brand/route';

export const revalidate = 60;

// Rendered on first request, then cached (ISR): nothing is prerendered at build time.
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: string; brand: string; slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, brand, slug } = await brandRoute(params);
  const post = await getPost(brand, locale, 'BLOG', 'slug', decodeURIComponent(slug)).catch(() => null);
  return post ? postMetadata(post, locale) : {};
}

export default async function BlogPostPage({ params }: { params: Params }) {
  const { slug } = await params;
  const { locale, brand } = await contentRoute(params, 'BLOG');
  const post = await getPost(brand, locale, 'BLOG', 'slug', decodeURIComponent(slug));
  if (!post) notFound();
  return (
    <>
      <PostLanguageTargets post={post} locale={locale} />
      <BlogPost post={post} />
    </>
  );
}
