import type { Metadata } from 'next';
import { EventBySlugPage, eventTitleBySlug } from '@/components/posts/event-by-slug-page';
import { brandRoute } from '@/lib/brand/route';

export const revalidate = 60;

// Rendered on first request, then cached (ISR): nothing is prerendered at build time.
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: string; brand: string; eventSlug: string }>;

/**
 * /{eventSlug}: an event (music) or a show (cultural) by its slug. On the talent brands it is a
 * 404: the proxy sends their categories and profiles to categoria/ and talento/.
 */
export default async function EventBySlugRoute({ params }: { params: Params }) {
  const { locale, brand, eventSlug } = await brandRoute(params);
  return <EventBySlugPage brand={brand} locale={locale} slug={eventSlug} />;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, brand, eventSlug } = await brandRoute(params);
  const title = await eventTitleBySlug(brand, locale, eventSlug);
  return title ? { title } : {};
}
