import type { Metadata } from 'next';
import { profileMetadata, renderProfile, type ProfileParams } from '@/components/posts/profile-route';

export const revalidate = 60;

// Rendered on first request, then cached (ISR): nothing is prerendered at build time.
export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: { params: ProfileParams }): Promise<Metadata> {
  return profileMetadata(params, 'EVENT');
}

export default function EventProfilePage({ params }: { params: ProfileParams }) {
  return renderProfile(params, 'EVENT');
}
