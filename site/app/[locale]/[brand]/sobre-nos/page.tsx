import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AboutPage } from '@/components/content/about-page';
import { ErrorView } from '@/components/layout/error-view';
import { GatewayError } from '@/lib/gateway/errors';
import { getAboutPage } from '@/lib/content/get-about';
import { contentRoute, type BrandParams } from '@/lib/posts/route-params';
import { setServiceUnavailable } from '@/lib/shell/response-status';

// Must show a gateway failure as it happens (503): rendered per request; the gateway caches the content.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('content.about');
  return { title: t('title') };
}

/** An about load failure is the error page with status 503 and the error code as its message. */
export default async function AboutRoute({ params }: { params: BrandParams }) {
  const { locale, brand } = await contentRoute(params);
  const data = await getAboutPage(brand, locale).catch((error: unknown) => {
    if (error instanceof GatewayError) return error;
    throw error;
  });
  if (data instanceof GatewayError) {
    setServiceUnavailable();
    return <ErrorView status={503} message={data.code} />;
  }
  return <AboutPage brand={brand} locale={locale} data={data} />;
}
