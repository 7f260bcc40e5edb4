import type { ReactNode } from 'react';
import { kindRoute, type KindParams } from '@/lib/posts/route-params';

/**
 * Checks the segment names a kind of post this brand has before the page's loading skeleton
 * streams, so an unknown route answers with a real 404 status.
 */
export default async function KindLayout({ children, params }: { children: ReactNode; params: KindParams }) {
  await kindRoute(params);
  return children;
}
