import type { Metadata } from 'next';
import { renderSegment, segmentMetadata, type SegmentParams } from '@/components/talents/segment-route';

export const revalidate = 60;

// Rendered on first request, then cached (ISR). Filtered lists (?q=, ?letra=) are rewritten by
// proxy.ts to lista-filtrada/[segment], which reads the query per request.
export function generateStaticParams() {
  return [];
}

export default function SegmentPage({ params }: { params: SegmentParams }) {
  return renderSegment(params, {});
}

export function generateMetadata({ params }: { params: SegmentParams }): Promise<Metadata> {
  return segmentMetadata(params);
}
