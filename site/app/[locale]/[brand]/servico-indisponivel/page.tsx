import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/layout/error-view';
import { contentRoute, type BrandParams } from '@/lib/posts/route-params';
import { setServiceUnavailable } from '@/lib/shell/response-status';

export const metadata: Metadata = { title: '503', robots: { index: false, follow: true } };
// Reads the error code from the address: rendered per request.
export const dynamic = 'force-dynamic';

/** An error code as the gateway names it (never free text from the address). */
const ERROR_CODE = /^[A-Z][A-Z0-9_]{1,63}$/;

/**
 * The brand's 503 page (the gateway could not answer), drawn on the server: the site's server
 * sends it (status 503, Retry-After) in place of Next's empty error document for a page whose
 * content could not be read. The error code is the title, as on the layout's own 503 page.
 */
export default async function UnavailablePage({
  params,
  searchParams,
}: {
  params: BrandParams;
  searchParams: Promise<{ codigo?: string | string[] }>;
}) {
  await contentRoute(params);
  setServiceUnavailable();
  const { codigo } = await searchParams;
  const t = await getTranslations('common.errors');
  const code = typeof codigo === 'string' && ERROR_CODE.test(codigo) ? codigo : null;
  return <ErrorView status={503} message={code ?? t('generic')} />;
}
