import type { BrandDefinition } from '@agency/schema/brands';
import { postKind } from '@agency/schema/post-kinds';
import type { ContentDeps } from '../../context';
import type { Upstream } from '../../upstream/client';
import type { Backend } from '../../backends';
import type { DriftNote } from '../../upstream/drift';
import type { PostKind } from '../../generated/resolvers-types';
import type { RestPost } from '../../upstream/rest';
import { mapPost, type MappedPost, type PostModel } from './mappers';
import type { SiteLocale } from '@agency/schema/locales';
import { badInput, postSlug, recordId } from '../shared/arguments';
import { notFound } from '../shared/errors';
import { POST_TYPE_OF, listedType } from './routing';
import { readPages } from '../../upstream/paging';

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

/** The call a post kind's list is read by (the post-kind table): highlights have their own. */
function listCall(kind: PostKind) {
  return postKind(kind).listCall;
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
  lang: SiteLocale,
  category: string | null,
) {
  const call = listCall(kind);
  const posts = await readPages<RestPost>(
    (page) =>
      call === 'posts.highlights'
        ? upstream.call('posts.highlights', backend, {
            path: { lang },
            query: { paginate: POSTS_PER_PAGE, page, ...(category ? { category } : {}) },
          })
        : upstream.call('posts.list', backend, {
            path: { type: listedType(kind), lang },
            query: { paginate: POSTS_PER_PAGE, page },
          }),
    note,
  );
  // Lists are filtered to the language (the back-end is asked for it, this guards mixed answers).
  return posts.filter((post) => post.lang === lang);
}

/**
 * How long a post list is taken as complete for lookups by slug or id (POST_LIST_TRUST_SECONDS sets
 * it per deployment). A slug or id missing from a list stored longer ago than this renews the list
 * once (the store's renew(): single flight, shared by concurrent lookups, and tried at most once per
 * this period per list whatever its outcome); missing from a younger list, or from the renewed one,
 * it is not found without any back-end call. So made-up slugs cost no call each (one list reload per
 * period at most, whatever their number), and a post published after the list was read shows within
 * this period of being first asked for (at once with the revalidate hook). When the renewal fails
 * (the panel is down), the lookup fails with UPSTREAM_UNAVAILABLE, a 503, never a false 404.
 */
export const POST_LIST_TRUST_MS = 60_000;

/** Where a post list lives in the store and how it is read from its back-end. */
function postList(
  { upstream }: ContentDeps,
  brand: BrandDefinition,
  kind: PostKind,
  lang: SiteLocale,
  category: string | null,
) {
  return {
    key: { type: 'posts', brand: brand.key, locale: lang, args: { kind, category: category ?? '' } } as const,
    load: async (): Promise<MappedPost[]> => {
      const backend = postsBackendOf(upstream, brand, kind);
      const mediaBase = upstream.mediaBase(backend);
      const list = { brand: brand.key, kind, lang, category };
      const note = upstream.drift(backend, listCall(kind));
      return (await fetchPosts(upstream, backend, note, kind, lang, category)).map((p) =>
        mapPost(p, kind, mediaBase, list, note),
      );
    },
  };
}

/** A brand's posts of a kind (and highlight category) in the back-end's order, mapped, from the store. */
export function loadPostList(
  deps: ContentDeps,
  brand: BrandDefinition,
  kind: PostKind,
  lang: SiteLocale,
  category: string | null,
): Promise<MappedPost[]> {
  const { key, load } = postList(deps, brand, kind, lang, category);
  return deps.store.get(key, load);
}

/**
 * One post by slug or id, from its list: the list is the whole truth about a kind's posts for a
 * brand and language (posts/get finds nothing a list would not hold), so a lookup never costs a
 * back-end call of its own. Null when unknown or of another kind/language (see POST_LIST_TRUST_MS).
 */
export async function findPost(
  deps: ContentDeps,
  brand: BrandDefinition,
  kind: PostKind,
  lang: SiteLocale,
  category: string | null,
  ref: { slug?: string | null; id?: string | null },
  trustMs = POST_LIST_TRUST_MS,
): Promise<PostModel | null> {
  const slug = ref.slug?.trim();
  const id = ref.id?.trim();
  if (!slug && !id) throw badInput('Give a slug or an id.');
  // Checked before the list is read: a malformed one costs nothing.
  if (id) recordId(id, 'post');
  else postSlug(slug!);
  const matches = (post: MappedPost) => (id ? String(post.model.id) === id : post.model.slug === slug);
  const { key, load } = postList(deps, brand, kind, lang, category);
  const listed = (await deps.store.get(key, load)).find(matches);
  if (listed) return listed.model;
  const renewed = await deps.store.renew(key, load, trustMs);
  return renewed.find(matches)?.model ?? null;
}
