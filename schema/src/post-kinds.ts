/**
 * The post-kind table: the one place where each kind of post is written down — its route segment
 * on the sites, its type on the back-ends (GET /api/posts/{type}), which list and detail pages it
 * has, the message key of its list title, the menu entry that links it and the highlight category
 * that features it. Which brands have a kind is the brand table's (`postKinds` in brands.ts);
 * `brandsWithKind` reads it. Gateway, site and sandbox read this table; the site's generic list
 * and detail routes (postagens/[kind]) serve every kind whose pages are `own`/`id-slug`.
 */
import { BRANDS, type BrandContent, type BrandKey, type MenuKey } from './brands';

export const POST_KIND_KEYS = ['EVENT', 'SHOW', 'WORKSHOP', 'LECTURE', 'BLOG', 'PUBLICATION', 'HIGHLIGHT'] as const;
/** Kinds of post, as the GraphQL contract names them (enum PostKind). */
export type PostKindKey = (typeof POST_KIND_KEYS)[number];

/** The back-ends' post types, the {type} of /api/posts/{type}. */
export type PostRestType = 'events' | 'shows' | 'workshop' | 'palestras' | 'blog' | 'publications' | 'highlights';

export interface PostKindDefinition {
  /** Route segment of its pages: /{segment} and /{segment}/… */
  segment: string;
  /** The back-ends' type. */
  restType: PostRestType;
  /**
   * Its list page: `own` at /{segment} (the generic list route renders it), `home` on the brand's
   * root only (a brand whose `content` is `homeOf`), `custom` a page of its own (blog, publications,
   * highlights by category).
   */
  listPage: 'own' | 'home' | 'custom';
  /** The brand content whose root lists this kind (events, shows), if any. */
  homeOf: BrandContent | null;
  /**
   * Its page per post: `id-slug` /{segment}/{id}/{slug} (the generic detail route), `slug`
   * /{segment}/{slug}, `category-slug` /{segment}/{category}/{slug}, `none` (listed only).
   */
  detailPage: 'id-slug' | 'slug' | 'category-slug' | 'none';
  /** The slug of its page path: the post's slug, or its slugified title. */
  slugFrom: 'slug' | 'title';
  /** How its detail page lays a post out: agenda (event, show) or cultural (workshop, lecture); null without one. */
  profile: 'agenda' | 'cultural' | null;
  /** Message key of its list title under content.lists; null when its page titles itself. */
  titleKey: string | null;
  /** The menu entry that links its list. */
  menuKey: MenuKey | null;
  /** The highlight category (/destaques/{category}) that features posts of this kind, on brands that offer it. */
  highlightCategory: string | null;
}

export const POST_KINDS: Readonly<Record<PostKindKey, PostKindDefinition>> = {
  EVENT: {
    segment: 'eventos',
    restType: 'events',
    listPage: 'own',
    homeOf: 'events',
    detailPage: 'id-slug',
    slugFrom: 'slug',
    profile: 'agenda',
    titleKey: 'events',
    menuKey: 'events',
    highlightCategory: 'shows',
  },
  SHOW: {
    segment: 'espetaculos',
    restType: 'shows',
    listPage: 'home',
    homeOf: 'shows',
    detailPage: 'id-slug',
    slugFrom: 'title',
    profile: 'agenda',
    titleKey: 'shows',
    menuKey: 'shows',
    highlightCategory: 'espetaculos',
  },
  WORKSHOP: {
    segment: 'workshop',
    restType: 'workshop',
    listPage: 'own',
    homeOf: null,
    detailPage: 'id-slug',
    slugFrom: 'slug',
    profile: 'cultural',
    titleKey: 'workshop',
    menuKey: 'workshop',
    highlightCategory: 'workshop',
  },
  LECTURE: {
    segment: 'palestras',
    restType: 'palestras',
    listPage: 'own',
    homeOf: null,
    detailPage: 'id-slug',
    slugFrom: 'slug',
    profile: 'cultural',
    titleKey: 'palestras',
    menuKey: 'palestras',
    highlightCategory: 'palestras',
  },
  BLOG: {
    segment: 'blog',
    restType: 'blog',
    listPage: 'custom',
    homeOf: null,
    detailPage: 'slug',
    slugFrom: 'slug',
    profile: null,
    titleKey: null,
    menuKey: 'blog',
    highlightCategory: null,
  },
  PUBLICATION: {
    segment: 'publicacoes',
    restType: 'publications',
    listPage: 'custom',
    homeOf: null,
    detailPage: 'none',
    slugFrom: 'slug',
    profile: null,
    titleKey: null,
    menuKey: 'publications',
    highlightCategory: 'publicacoes',
  },
  HIGHLIGHT: {
    segment: 'destaques',
    restType: 'highlights',
    listPage: 'custom',
    homeOf: null,
    detailPage: 'category-slug',
    slugFrom: 'slug',
    profile: null,
    titleKey: null,
    menuKey: 'highlights',
    highlightCategory: null,
  },
};

export const postKind = (kind: PostKindKey): PostKindDefinition => POST_KINDS[kind];

/** Kinds with the generic pages: a list at /{segment} or a page per post at /{segment}/{id}/{slug}. */
export const GENERIC_ROUTE_KINDS: readonly PostKindKey[] = POST_KIND_KEYS.filter(
  (kind) => POST_KINDS[kind].listPage === 'own' || POST_KINDS[kind].detailPage === 'id-slug',
);

/** The kind whose pages live at /{segment}, or null. */
export function kindBySegment(segment: string): PostKindKey | null {
  return POST_KIND_KEYS.find((kind) => POST_KINDS[kind].segment === segment) ?? null;
}

/** The kind the menu entry links, or null. */
export function kindByMenuKey(key: MenuKey): PostKindKey | null {
  return POST_KIND_KEYS.find((kind) => POST_KINDS[kind].menuKey === key) ?? null;
}

/** The kind a brand's root lists (its content is events or shows), or null. */
export function homeKindOf(content: BrandContent): PostKindKey | null {
  return POST_KIND_KEYS.find((kind) => POST_KINDS[kind].homeOf === content) ?? null;
}

/** The brands with pages for a kind (the brand table's postKinds). */
export function brandsWithKind(kind: PostKindKey): BrandKey[] {
  return BRANDS.filter((brand) => brand.postKinds.includes(kind)).map((brand) => brand.key);
}

/** The site path of a kind's list (highlights: of one category when given). */
export function postListPath(kind: PostKindKey, category?: string | null): string {
  const { listPage, segment, detailPage } = POST_KINDS[kind];
  if (listPage === 'home') return '/';
  return detailPage === 'category-slug' && category ? `/${segment}/${category}` : `/${segment}`;
}

/**
 * The site path of one post: its page where the kind has one per post, else its kind's list. `slug`
 * is the one the table's slugFrom names (the caller slugifies a title).
 */
export function postPagePath(
  kind: PostKindKey,
  post: { id: string | number; slug: string; category?: string | null },
): string {
  const { segment, detailPage } = POST_KINDS[kind];
  switch (detailPage) {
    case 'id-slug':
      return `/${segment}/${post.id}/${post.slug}`;
    case 'slug':
      return `/${segment}/${post.slug}`;
    case 'category-slug':
      return `/${segment}/${post.category ?? ''}/${post.slug}`;
    case 'none':
      return postListPath(kind, post.category);
  }
}
