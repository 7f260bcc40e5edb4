import type { Metadata } from 'next';
import { profileMetadata, renderProfile, type ProfileParams } from '@/components/posts/profile-route';

export const revalidate = 60;

export function generateMetadata({ params }: { params: ProfileParams }): Promise<Metadata> {
  return profileMetadata(params, 'EVENT');
}

export default function EventProfilePage({ params }: { params: ProfileParams }) {
  return renderProfile(params, 'EVENT');
}
