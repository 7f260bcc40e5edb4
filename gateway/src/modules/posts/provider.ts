import type { BrandDefinition } from '@agency/schema/brands';
import type { ContentDeps } from '../../context';
import type { Upstream } from '../../upstream/client';
import type { Backend } from '../../backends';
import type { DriftNote } from '../../upstream/drift';
import type { PostKind } from '../../generated/resolvers-types';
import { isNotFound } from '../../upstream/errors';
import { pathSegment, type Envelope, type RestPost, type RestPostPaginator } from '../../upstream/rest';
import { mapPost, toPostModel, type MappedPost, type PostModel } from './mappers';
import type { Lang } from '../shared/enums';
import { badInput, postSlug, recordId } from '../shared/arguments';
import { notFound } from '../shared/errors';
import { POST_TYPE_OF } from './routing';
import { readPages } from '../../upstream/paging';
import { unwrap } from '../../upstream/envelope';

/**
 * A list is read whole once and kept in the store, as large a page as the
 * panels allow (1000, like the talent lists): one upstream call per list, even
 * at SANDBOX_SCALE=10.
 */
const POSTS_PER_PAGE = 1000;

/** A highlight category must be one of the brand's; anything else is NOT_FOUND. */
export function highlightCategoryOf(brand: BrandDefinition, category: string | null | undefined): string {
  if (!category || !brand.highlightCategories.includes(category)) {
    throw notFound(`Unknown highlight category '${category ?? ''}' for ${brand.key}.`);
  }
  return category;
}

/** The call a post kind's list is read by: highlights have their own path and contract entry. */
function listCall(kind: PostKind) {
  return kind === 'HIGHLIGHT' ? 'posts.highlights' : 'posts.list';
}

/** The back-end a kind's posts come from for a brand (the call table: agenda kinds on their own panel). */
export function postsBackendOf(upstream: Upstream, brand: BrandDefinition, kind: PostKind) {
  return upstream.route(listCall(kind), brand.key, POST_TYPE_OF[kind]);
}

async function fetchPosts(
  upstream: Upstream,
  backend: Backend,
  note: DriftNote,
  kind: PostKind,
  lang: Lang,
  category: string | null,
) {
  const call = listCall(kind);
  const posts = await readPages<RestPost>(
    (page) =>
      upstream.get<RestPostPaginator>(backend, `/api/posts/${POST_TYPE_OF[kind]}/${lang}`, {
        query: { paginate: POSTS_PER_PAGE, page, ...(category ? { category } : {}) },
      }),
    note,
    (answer) => upstream.sample(backend, call, answer),
  );
  // Lists are filtered to the language (the back-end is asked for it, this guards mixed answers).
  return posts.filter((post) => post.lang === lang);
}

/** A brand's posts of a kind (and highlight category) in the back-end's order, mapped, from the store. */
export function loadPostList(
  { upstream, store }: ContentDeps,
  brand: BrandDefinition,
  kind: PostKind,
  lang: Lang,
  category: string | null,
): Promise<MappedPost[]> {
  return store.get(
    { type: 'posts', brand: brand.key, locale: lang, args: { kind, category: category ?? '' } },
    async () => {
      const backend = postsBackendOf(upstream, brand, kind);
      const mediaBase = upstream.mediaBase(backend);
      const list = { brand: brand.key, kind, lang, category };
      const note = upstream.drift(backend, listCall(kind));
      return (await fetchPosts(upstream, backend, note, kind, lang, category)).map((p) =>
        mapPost(p, kind, mediaBase, list, note),
      );
    },
  );
}

/**
 * One post by slug or id: from its list when it is there (no extra call), else from
 * posts/get on the kind's back-end. Null when unknown or of another kind/language.
 */
export async function findPost(
  deps: ContentDeps,
  brand: BrandDefinition,
  kind: PostKind,
  lang: Lang,
  category: string | null,
  ref: { slug?: string | null; id?: string | null },
): Promise<PostModel | null> {
  const slug = ref.slug?.trim();
  const id = ref.id?.trim();
  if (!slug && !id) throw badInput('Give a slug or an id.');
  // Checked before the list is read: neither ever reaches a back-end path unchecked.
  if (id) recordId(id, 'post');
  else postSlug(slug!);
  const matches = (post: { id: string | number; slug: string }) => (id ? String(post.id) === id : post.slug === slug);
  const list = await loadPostList(deps, brand, kind, lang, category);
  const { upstream, store } = deps;
  const listed = list.find((p) => matches(p.model));
  if (listed) return listed.model;
  const backend = upstream.route('posts.get', brand.key, POST_TYPE_OF[kind]);
  const key = (id ?? slug)!;
  return store.get(
    {
      type: 'post',
      brand: brand.key,
      locale: lang,
      args: { kind, category: category ?? '', ...(id ? { id } : { slug }) },
    },
    async () => {
      let post: RestPost | null;
      const note = upstream.drift(backend, 'posts.get');
      try {
        const answer = await upstream.get<RestPost | Envelope<RestPost>>(backend, `/api/posts/get/${pathSegment(key)}`);
        post = unwrap<RestPost>(answer, note);
        upstream.sample(backend, 'posts.get', answer);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      // posts/get looks a slug up across types and languages: keep only what this list would hold.
      if (!post || post.type !== POST_TYPE_OF[kind] || post.lang !== lang || !matches(post)) return null;
      if (category && post.category !== category) return null;
      return toPostModel(post, kind, upstream.mediaBase(backend), { brand: brand.key, kind, lang, category }, note);
    },
  );
}
