import type { BrandKey } from '@agency/schema/brands';
import { postKind, postPagePath } from '@agency/schema/post-kinds';
import type {
  Award,
  Post,
  PostCard,
  PostKind,
  PostSection,
  PostTranslation,
  Sinopse,
} from '../../generated/resolvers-types';
import type { RestPost } from '../../upstream/rest';
import { excerpt, plainText, safeHtml } from '../shared/html';
import { isVideo, slideToMedia, toImage, type ImageModel, type MediaModel } from '../shared/media';
import { ignoreDrift, type DriftNote } from '../../upstream/drift';
import type { SiteLocale } from '@agency/schema/locales';
import { nonEmpty, slugify } from '../shared/text';

/** A full post as resolved, minus the neighbours, which Post.previous/next read from the list lazily. */
export type PostModel = Omit<Post, 'previous' | 'next'> & {
  list: { brand: BrandKey; kind: PostKind; lang: SiteLocale; category: string | null };
};

/** Site path of a post, as the post-kind table builds it (a show's slug is its slugified title). */
export function postPath(kind: PostKind, post: Pick<RestPost, 'id' | 'slug' | 'title' | 'category'>): string {
  const slug = postKind(kind).slugFrom === 'title' ? slugify(post.title) : post.slug?.trim() || slugify(post.title);
  return postPagePath(kind, { id: post.id, slug, category: post.category });
}

/**
 * The other language versions of a post, each with its own id, slug and site path. A panel that
 * names none (the real panels may not) gives an empty list; entries without a usable id or slug, in
 * an unknown language or in the post's own language are dropped, so a link never leads nowhere.
 * Highlights keep the post's category: a translation lives under the same category segment.
 */
export function translationsOf(post: RestPost, kind: PostKind): PostTranslation[] {
  const seen = new Set<string>([post.lang]);
  return (post.translations ?? []).flatMap((t) => {
    const slug = t?.slug?.trim();
    if (!t || (t.lang !== 'pt' && t.lang !== 'en') || seen.has(t.lang) || !Number.isInteger(t.id) || !slug) return [];
    seen.add(t.lang);
    // A show's path segment is its slugified title; the translation's slug stands in for its title.
    const path = postPath(kind, { id: t.id, slug, title: slug, category: post.category });
    return [{ locale: t.lang, id: String(t.id), slug, path }];
  });
}

function slidesOf(post: RestPost, mediaBase: string, note: DriftNote = ignoreDrift): MediaModel[] {
  return (post.slides ?? []).flatMap((slide) => slideToMedia(mediaBase, slide, post.title, note) ?? []);
}

export function toPostCard(post: RestPost, kind: PostKind, mediaBase: string): PostCard {
  const first = slidesOf(post, mediaBase)[0];
  return {
    id: String(post.id),
    slug: post.slug,
    kind,
    title: post.title,
    cover: toImage(mediaBase, post.cover, post.title),
    coverVideo: kind === 'HIGHLIGHT' && first && isVideo(first) ? first : null,
    excerpt: excerpt(post.description),
    path: postPath(kind, post),
    createdAt: post.created_at,
  };
}

/** A post's pop-up sections, as the post-kind table lists them for its kind; only non-empty fields become sections. */
export function sectionsOf(post: RestPost, kind: PostKind): PostSection[] {
  return postKind(kind).sections.flatMap(({ key, field }) => {
    const html = safeHtml(post[field]);
    return html ? [{ key, html }] : [];
  });
}

/** An event's Spotify link lives in content_c (as a bare URL or inside HTML). */
export function spotifyUrlOf(post: RestPost, kind: PostKind): string | null {
  if (kind !== 'EVENT') return null;
  const fromHref = /href="(https?:\/\/[^"]+)"/i.exec(post.content_c ?? '')?.[1];
  const text = fromHref ?? plainText(post.content_c);
  return /^https?:\/\/\S+$/i.test(text) ? text : null;
}

function yearOf(year: string | number | null | undefined): string | null {
  return year === null || year === undefined ? null : nonEmpty(String(year));
}

export function sinopseOf(post: RestPost): Sinopse | null {
  if (!post.sinopse) return null;
  const sinopse = {
    subtitle: nonEmpty(post.sinopse.subtitle),
    year: yearOf(post.sinopse.year),
    description: safeHtml(post.sinopse.description),
  };
  return sinopse.subtitle || sinopse.year || sinopse.description ? sinopse : null;
}

export function awardsOf(post: RestPost, mediaBase: string): Award[] {
  return (post.awards ?? []).flatMap((award) => {
    const title = nonEmpty(award.title);
    if (!title) return [];
    return [
      {
        title,
        subtitle: nonEmpty(award.subtitle),
        year: yearOf(award.year),
        cover: toImage(mediaBase, award.cover, title),
        description: safeHtml(award.description),
      },
    ];
  });
}

/**
 * A post mapped once, when it is loaded: the card for lists and the full model for its page.
 * The store keeps these, so sanitising HTML happens per refresh, not per request.
 */
export interface MappedPost {
  card: PostCard;
  model: PostModel;
}

/** `note` records drift once per post (the model reads every slide; the card reads the same ones again). */
export function mapPost(
  post: RestPost,
  kind: PostKind,
  mediaBase: string,
  list: PostModel['list'],
  note: DriftNote = ignoreDrift,
): MappedPost {
  return { card: toPostCard(post, kind, mediaBase), model: toPostModel(post, kind, mediaBase, list, note) };
}

export function toPostModel(
  post: RestPost,
  kind: PostKind,
  mediaBase: string,
  list: PostModel['list'],
  note: DriftNote = ignoreDrift,
): PostModel {
  const slides = slidesOf(post, mediaBase, note);
  return {
    id: String(post.id),
    slug: post.slug,
    kind,
    title: post.title,
    path: postPath(kind, post),
    locale: post.lang,
    createdAt: post.created_at,
    cover: toImage(mediaBase, post.cover, post.title),
    description: safeHtml(post.description),
    content: safeHtml(post.content),
    slides,
    firstVideo: slides.find(isVideo) ?? null,
    images: slides.filter((s): s is ImageModel => s.__typename === 'Image'),
    sections: sectionsOf(post, kind),
    sinopse: kind === 'SHOW' ? sinopseOf(post) : null,
    awards: awardsOf(post, mediaBase),
    spotifyUrl: spotifyUrlOf(post, kind),
    category: post.category,
    translations: translationsOf(post, kind),
    list,
  };
}
