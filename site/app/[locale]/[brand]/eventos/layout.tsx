import type { ReactNode } from 'react';
import { contentRoute, type BrandParams } from '@/lib/posts/route-params';

/**
 * Checks the brand has this kind of post before the page's loading skeleton
 * streams, so an unknown route answers with a real 404 status.
 */
export default async function KindLayout({ children, params }: { children: ReactNode; params: BrandParams }) {
  await contentRoute(params, 'EVENT');
  return children;
}
