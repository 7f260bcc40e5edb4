import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getHighlightCategories } from '@/lib/brand/get-brand';
import { isBrandHighlightCategory } from '@/lib/posts/highlights';
import { contentRoute } from '@/lib/posts/route-params';

/**
 * A category the brand does not offer is a 404, checked here, before the
 * list's loading skeleton streams, so the status is a real 404.
 */
export default async function HighlightCategoryLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string; brand: string; category: string }>;
}) {
  const { category } = await params;
  const { brand } = await contentRoute(params);
  const { highlightCategories } = await getHighlightCategories(brand);
  if (!isBrandHighlightCategory(highlightCategories, category)) notFound();
  return children;
}
