import { localizedPath, type SiteLocale } from '@agency/schema/locales';
import type { PostKindKey } from '@agency/schema/brands';
import { postListPath } from '@agency/schema/post-kinds';

/**
 * Where the language switch leads from a post's page. Each language version of a post is its own
 * record (its own id and slug), so the same path in the other language is not found: the switch
 * goes to the post's translation, or where it has none, to the list of its kind in that language.
 */
export type LanguageTargets = Partial<Record<SiteLocale, string>>;

/** The list page of a kind (shows are listed on the cultural root; highlights under their category). */
export const kindListPath = postListPath;

/** Each language's target: the translation's path where there is one, else the kind's list. */
export function postLanguageTargets(post: {
  kind: PostKindKey;
  category?: string | null;
  path: string;
  locale: SiteLocale;
  translations: readonly { locale: SiteLocale; path: string }[];
}): LanguageTargets {
  const targets: LanguageTargets = { [post.locale]: post.path };
  for (const other of ['pt', 'en'] as const) {
    if (other === post.locale) continue;
    const translation = post.translations.find((t) => t.locale === other);
    targets[other] = translation?.path ?? kindListPath(post.kind, post.category);
  }
  return targets;
}

/** hreflang alternates of a post: only the versions that exist (itself and its translations). */
export function postAlternates(post: {
  path: string;
  locale: SiteLocale;
  translations: readonly { locale: SiteLocale; path: string }[];
}): Record<string, string> {
  const hreflang = (locale: SiteLocale) => (locale === 'pt' ? 'pt-BR' : 'en');
  const alternates: Record<string, string> = { [hreflang(post.locale)]: localizedPath(post.locale, post.path) };
  for (const t of post.translations) alternates[hreflang(t.locale)] = localizedPath(t.locale, t.path);
  return alternates;
}
