import type { Metadata } from 'next';
import { localizedPath } from '@agency/schema/locales';
import { LanguageTargetsFor } from '@/components/layout/language-targets';
import type { PostData } from '@/lib/posts/get-post';
import { postAlternates, postLanguageTargets } from '@/lib/posts/language-targets';
import type { AppLocale } from '@/i18n/routing';

/** A post page's language switch targets: its translation, else its kind's list. */
export function PostLanguageTargets({ post, locale }: { post: PostData; locale: AppLocale }) {
  return <LanguageTargetsFor targets={postLanguageTargets({ ...post, locale })} />;
}

/** A post page's metadata: its title, its canonical path and hreflang alternates only for versions that exist. */
export function postMetadata(post: PostData, locale: AppLocale): Metadata {
  return {
    title: post.title,
    alternates: {
      canonical: localizedPath(locale, post.path),
      languages: postAlternates({ path: post.path, locale, translations: post.translations }),
    },
  };
}
