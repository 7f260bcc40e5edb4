import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactPage } from '@/components/content/contact-page';
import { ErrorView } from '@/components/layout/error-view';
import { GatewayError } from '@/lib/gateway/errors';
import { getContactPage } from '@/lib/content/get-contact';
import { contentRoute, type BrandParams } from '@/lib/posts/route-params';
import { setServiceUnavailable } from '@/lib/shell/response-status';

// Reads the request host and must show a gateway failure as it happens: rendered per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('content.contact');
  return { title: t('title') };
}

/** A contact load failure is the error page with status 503 and the error code as its message. */
export default async function ContactRoute({ params }: { params: BrandParams }) {
  const { locale, brand } = await contentRoute(params);
  const data = await getContactPage(brand).catch((error: unknown) => {
    if (error instanceof GatewayError) return error;
    throw error;
  });
  if (data instanceof GatewayError) {
    setServiceUnavailable();
    return <ErrorView status={503} message={data.code} />;
  }
  return <ContactPage brand={brand} locale={locale} data={data} />;
}
