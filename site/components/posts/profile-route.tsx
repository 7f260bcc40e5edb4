import type { Metadata } from 'next';
import { POST_KINDS } from '@agency/schema/post-kinds';
import { notFound, permanentRedirect } from 'next/navigation';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { getPost } from '@/lib/posts/get-post';
import { contentRoute, type BrandParams } from '@/lib/posts/route-params';
import type { ListKind } from '@/lib/posts/kinds';
import { CulturalProfile } from './cultural-profile';
import { EventProfile } from './event-profile';
import { PostLanguageTargets, postMetadata } from './post-language';
import { brandRoute } from '@/lib/brand/route';
import type { BrandKey } from '@agency/schema/brands';

export type ProfileParams = Promise<{ locale: AppLocale; brand: BrandKey; id: string; slug: string }>;

/**
 * The /{list}/{id}/{slug} profile routes share this: the post is read by id
 * and any other slug than its path's redirects to that path.
 */
export async function renderProfile(params: ProfileParams, kind: ListKind) {
  const { id, slug } = await params;
  const { locale, brand } = await contentRoute(params as unknown as BrandParams, kind);
  const post = await getPost(brand, locale, kind, 'id', id);
  if (!post) notFound();
  // The path's own last segment is the canonical slug (a show's is its slugified title, which can
  // differ from its slug): comparing with anything else would redirect a page to itself.
  const canonicalSlug = post.path.split('/').pop();
  if (canonicalSlug && decodeURIComponent(slug) !== canonicalSlug) {
    permanentRedirect(getPathname({ href: post.path, locale }));
  }
  return (
    <>
      <PostLanguageTargets post={post} locale={locale} />
      {POST_KINDS[kind].profile === 'cultural' ? <CulturalProfile post={post} /> : <EventProfile post={post} />}
    </>
  );
}

export async function profileMetadata(params: ProfileParams, kind: ListKind): Promise<Metadata> {
  const { locale, brand, id } = await brandRoute(params);
  const post = await getPost(brand, locale, kind, 'id', id).catch(() => null);
  return post ? postMetadata(post, locale) : {};
}
