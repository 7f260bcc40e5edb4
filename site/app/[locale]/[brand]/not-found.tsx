import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/layout/error-view';

// '404 | brand' through the layout's title template (Next's own default title is English only).
export const metadata: Metadata = { title: '404' };

// Any notFound() under a brand (unknown talent, post, or an unknown language prefix read as a path).
export default async function BrandNotFound() {
  const t = await getTranslations('common.errors');
  return <ErrorView status={404} message={t('notFound')} />;
}
