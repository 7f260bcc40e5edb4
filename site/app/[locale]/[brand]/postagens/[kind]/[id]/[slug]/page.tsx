import type { Metadata } from 'next';
import { profileMetadata, renderProfile, type ProfileParams } from '@/components/posts/profile-route';
import { kindRoute, type KindParams } from '@/lib/posts/route-params';

export const revalidate = 60;

type Params = ProfileParams & KindParams;

// Rendered on first request, then cached (ISR): nothing is prerendered at build time.
export function generateStaticParams() {
  return [];
}

/** /{segment}/{id}/{slug}: one post of a kind with a page per post (the post-kind table's detailPage 'id-slug'). */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { kind } = await kindRoute(params, 'detail');
  return profileMetadata(params, kind);
}

export default async function PostProfilePage({ params }: { params: Params }) {
  const { kind } = await kindRoute(params, 'detail');
  return renderProfile(params, kind);
}
