import type { Metadata } from 'next';
import {
  renderSegment,
  segmentMetadata,
  type SegmentParams,
  type SegmentQuery,
} from '@/components/talents/segment-route';

// A talent list with ?q= or ?letra= (proxy.ts rewrites it here): the same page as [segment],
// rendered per request because it reads the query, while the unfiltered list stays cached (ISR).
export const dynamic = 'force-dynamic';

export default async function FilteredSegmentPage({
  params,
  searchParams,
}: {
  params: SegmentParams;
  searchParams: Promise<SegmentQuery>;
}) {
  return renderSegment(params, await searchParams);
}

export function generateMetadata({ params }: { params: SegmentParams }): Promise<Metadata> {
  return segmentMetadata(params);
}
