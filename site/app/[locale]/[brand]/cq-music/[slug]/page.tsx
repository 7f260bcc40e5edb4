import type { Metadata } from 'next';
import { eventTitleBySlug } from '@/components/posts/event-by-slug-page';
import { renderBranchEvent } from '@/components/posts/branch-root';

// Reads the request host (links to the other brands), so it is rendered per request.
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string; brand: string; slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, brand, slug } = await params;
  if (brand !== 'music') return {};
  const title = await eventTitleBySlug(brand, locale, decodeURIComponent(slug)).catch(() => null);
  return title ? { title } : {};
}

export default function BranchEventPage({ params }: { params: Params }) {
  return renderBranchEvent(params, 'music', 'cq-music');
}
