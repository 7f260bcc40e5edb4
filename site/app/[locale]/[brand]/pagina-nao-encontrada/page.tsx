import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/layout/error-view';
import { contentRoute, type BrandParams } from '@/lib/posts/route-params';
import { setResponseStatus } from '@/lib/shell/response-status';

export const metadata: Metadata = { title: '404', robots: { index: false, follow: true } };

/**
 * The brand's 404 page, drawn on the server: the site's server sends it (status 404) in place of
 * Next's empty not-found document, so crawlers and visitors without JavaScript read it too.
 */
export default async function NotFoundPage({ params }: { params: BrandParams }) {
  await contentRoute(params);
  setResponseStatus(404);
  const t = await getTranslations('common.errors');
  return <ErrorView status={404} message={t('notFound')} />;
}
