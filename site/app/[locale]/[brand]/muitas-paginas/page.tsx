import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/layout/error-view';
import { contentRoute, type BrandParams } from '@/lib/posts/route-params';

export const metadata: Metadata = { title: '429', robots: { index: false, follow: true } };

/**
 * The brand's "too many pages" page, in the page's language: the site's server sends it (status
 * 429, Retry-After) to a visitor past its render budget, in place of the page asked for. Cached
 * like any page, so a refusal costs no render.
 */
export default async function TooManyPagesPage({ params }: { params: BrandParams }) {
  await contentRoute(params);
  const t = await getTranslations('common.errors');
  return <ErrorView status={429} message={t('tooManyPages')} />;
}
