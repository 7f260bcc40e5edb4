import { notFound } from 'next/navigation';
import { getPost } from '@/lib/posts/get-post';
import { eventKindForBrand } from '@/lib/posts/kinds';
import { EventProfile } from './event-profile';
import { PostLanguageTargets } from './post-language';
import type { BrandKey } from '@agency/schema/brands';
import type { AppLocale } from '@/i18n/routing';

/**
 * The event route /{eventSlug} (and /cq-music/{slug}, /cq-cultural/{slug}):
 * a music event or a cultural show found by its slug. Unknown slugs, and
 * brands without events, are a 404.
 */
export async function EventBySlugPage({ brand, locale, slug }: { brand: BrandKey; locale: AppLocale; slug: string }) {
  const kind = eventKindForBrand(brand);
  if (!kind) notFound();
  const post = await getPost(brand, locale, kind, 'slug', slug);
  if (!post) notFound();
  return (
    <>
      <PostLanguageTargets post={post} locale={locale} />
      <EventProfile post={post} />
    </>
  );
}

/** The page title of an event route, or null when the slug is unknown. */
export async function eventTitleBySlug(brand: BrandKey, locale: AppLocale, slug: string): Promise<string | null> {
  const kind = eventKindForBrand(brand);
  if (!kind) return null;
  const post = await getPost(brand, locale, kind, 'slug', slug);
  return post?.title ?? null;
}
