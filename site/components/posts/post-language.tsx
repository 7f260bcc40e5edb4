import type { Metadata } from 'next';
import { localizedPath, type SiteLocale } from '@agency/schema/locales';
import { LanguageTargetsFor } from '@/components/layout/language-targets';
import type { PostData } from '@/lib/posts/get-post';
import { postAlternates, postLanguageTargets } from '@/lib/posts/language-targets';

const siteLocale = (locale: string): SiteLocale => (locale === 'en' ? 'en' : 'pt');

/** A post page's language switch targets: its translation, else its kind's list. */
export function PostLanguageTargets({ post, locale }: { post: PostData; locale: string }) {
  return <LanguageTargetsFor targets={postLanguageTargets({ ...post, locale: siteLocale(locale) })} />;
}

/** A post page's metadata: its title, its canonical path and hreflang alternates only for versions that exist. */
export function postMetadata(post: PostData, locale: string): Metadata {
  const current = siteLocale(locale);
  return {
    title: post.title,
    alternates: {
      canonical: localizedPath(current, post.path),
      languages: postAlternates({ path: post.path, locale: current, translations: post.translations }),
    },
  };
}
