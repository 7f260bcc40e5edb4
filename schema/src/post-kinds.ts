/**
 * The post-kind table: the one place where each kind of post is written down — its route segment
 * on the sites, its type on the back-ends (GET /api/posts/{type}) and the panel that serves it,
 * which list and detail pages it has, the message key of its list title (also its posts' eyebrow),
 * the menu entries that link it, the highlight category that features it and the pop-up sections
 * of its posts. Which brands have a kind is the brand table's (`postKinds` in brands.ts);
 * `brandsWithKind` reads it. Gateway, site and sandbox read this table, and `npm run codegen` writes
 * its lists elsewhere (the GraphQL enum PostKind, the REST contract's post types); the site's generic
 * list and detail routes (postagens/[kind]) serve every kind whose pages are `own`/`id-slug`.
 */
import { BRANDS, type BrandContent, type BrandKey, type MenuKey, type PanelName } from './brands';

/** The REST post fields a pop-up section shows. */
export type PostSectionField = 'content' | 'content_b' | 'content_c';

export interface PostKindDefinition {
  /** What the GraphQL enum value PostKind says of it. */
  description: string;
  /** Route segment of its pages: /{segment} and /{segment}/… */
  segment: string;
  /** The back-ends' type, the {type} of /api/posts/{type}/{lang}. */
  restType: string;
  /** The call its lists are read with (the call table, upstream-calls.ts). */
  listCall: 'posts.list' | 'posts.highlights';
  /** The panel every brand reads this kind from (the agenda kinds); null: each brand's own panel. */
  panel: PanelName | null;
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
  /**
   * Message key under content.lists of its list title, which is also the eyebrow over each of its
   * posts' titles; null when its pages title themselves.
   */
  titleKey: string | null;
  /** The menu entries that link its list. */
  menuKeys: readonly MenuKey[];
  /** The highlight category (/destaques/{category}) that features posts of this kind, on brands that offer it. */
  highlightCategory: string | null;
  /**
   * The pop-ups of its posts' pages, in order: a message key under content.posts.sections and the
   * REST field it shows (only a field with content becomes a pop-up).
   */
  sections: readonly { key: string; field: PostSectionField }[];
}

export const POST_KINDS = {
  EVENT: {
    description: 'Music events (/eventos).',
    segment: 'eventos',
    restType: 'events',
    listCall: 'posts.list',
    panel: 'music',
    listPage: 'own',
    homeOf: 'events',
    detailPage: 'id-slug',
    slugFrom: 'slug',
    profile: 'agenda',
    titleKey: 'events',
    menuKeys: ['events'],
    highlightCategory: 'shows',
    sections: [{ key: 'rider', field: 'content_b' }],
  },
  SHOW: {
    description: 'Cultural shows (/espetaculos).',
    segment: 'espetaculos',
    restType: 'shows',
    listCall: 'posts.list',
    panel: 'cultural',
    listPage: 'home',
    homeOf: 'shows',
    detailPage: 'id-slug',
    slugFrom: 'title',
    profile: 'agenda',
    titleKey: 'shows',
    menuKeys: ['shows'],
    highlightCategory: 'espetaculos',
    sections: [{ key: 'rider', field: 'content_b' }],
  },
  WORKSHOP: {
    description: 'Cultural workshops (/workshop).',
    segment: 'workshop',
    restType: 'workshop',
    listCall: 'posts.list',
    panel: 'cultural',
    listPage: 'own',
    homeOf: null,
    detailPage: 'id-slug',
    slugFrom: 'slug',
    profile: 'cultural',
    titleKey: 'workshop',
    menuKeys: ['workshop'],
    highlightCategory: 'workshop',
    sections: [
      { key: 'conteudo', field: 'content' },
      { key: 'cronograma', field: 'content_b' },
      { key: 'sobre_professor', field: 'content_c' },
    ],
  },
  LECTURE: {
    description: 'Cultural lectures (/palestras).',
    segment: 'palestras',
    restType: 'palestras',
    listCall: 'posts.list',
    panel: 'cultural',
    listPage: 'own',
    homeOf: null,
    detailPage: 'id-slug',
    slugFrom: 'slug',
    profile: 'cultural',
    titleKey: 'palestras',
    menuKeys: ['palestras'],
    highlightCategory: 'palestras',
    sections: [
      { key: 'tema', field: 'content' },
      { key: 'publico_alvo', field: 'content_b' },
      { key: 'release_palestrante', field: 'content_c' },
    ],
  },
  BLOG: {
    description: 'Blog (/blog).',
    segment: 'blog',
    restType: 'blog',
    listCall: 'posts.list',
    panel: null,
    listPage: 'custom',
    homeOf: null,
    detailPage: 'slug',
    slugFrom: 'slug',
    profile: null,
    titleKey: null,
    menuKeys: ['blog'],
    highlightCategory: null,
    sections: [],
  },
  PUBLICATION: {
    description: 'Publications (/publicacoes).',
    segment: 'publicacoes',
    restType: 'publications',
    listCall: 'posts.list',
    panel: null,
    listPage: 'custom',
    homeOf: null,
    detailPage: 'none',
    slugFrom: 'slug',
    profile: null,
    titleKey: null,
    menuKeys: ['publications', 'publications_l'],
    highlightCategory: 'publicacoes',
    sections: [],
  },
  HIGHLIGHT: {
    description: 'Highlights (/destaques/{category}).',
    segment: 'destaques',
    restType: 'highlights',
    listCall: 'posts.highlights',
    panel: null,
    listPage: 'custom',
    homeOf: null,
    detailPage: 'category-slug',
    slugFrom: 'slug',
    profile: null,
    titleKey: null,
    menuKeys: ['highlights'],
    highlightCategory: null,
    sections: [],
  },
} as const satisfies Record<string, PostKindDefinition>;

/** Kinds of post, as the GraphQL contract names them (enum PostKind, written from this table). */
export type PostKindKey = keyof typeof POST_KINDS;
export const POST_KIND_KEYS = Object.keys(POST_KINDS) as PostKindKey[];

/** The back-ends' post types, the {type} of /api/posts/{type}. */
export type PostRestType = (typeof POST_KINDS)[PostKindKey]['restType'];
export const POST_REST_TYPES: readonly PostRestType[] = POST_KIND_KEYS.map((kind) => POST_KINDS[kind].restType);

/** The post types GET /api/posts/{type}/{lang} lists (the others have a list call of their own). */
export const LISTED_POST_TYPES: readonly PostRestType[] = POST_KIND_KEYS.filter(
  (kind) => POST_KINDS[kind].listCall === 'posts.list',
).map((kind) => POST_KINDS[kind].restType);

/** Kinds with the generic pages: a list at /{segment} or a page per post at /{segment}/{id}/{slug}. */
export type GenericRouteKind = {
  [K in PostKindKey]: (typeof POST_KINDS)[K] extends { listPage: 'own' } | { detailPage: 'id-slug' } ? K : never;
}[PostKindKey];

/** Every message key a pop-up section of some kind uses (content.posts.sections). */
export type PostSectionKey = (typeof POST_KINDS)[PostKindKey]['sections'][number]['key'];
export const POST_SECTION_KEYS: readonly PostSectionKey[] = [
  ...new Set(POST_KIND_KEYS.flatMap((kind) => POST_KINDS[kind].sections.map((section) => section.key))),
];

export const postKind = (kind: PostKindKey): PostKindDefinition => POST_KINDS[kind];

export function isGenericRouteKind(kind: PostKindKey): kind is GenericRouteKind {
  return postKind(kind).listPage === 'own' || postKind(kind).detailPage === 'id-slug';
}
export const GENERIC_ROUTE_KINDS: readonly GenericRouteKind[] = POST_KIND_KEYS.filter(isGenericRouteKind);

/** The panel a post type is read from for every brand (an agenda kind's), or null for each brand's own panel. */
export function panelOfPostType(type: string): PanelName | null {
  const kind = POST_KIND_KEYS.find((key) => POST_KINDS[key].restType === type);
  return kind ? postKind(kind).panel : null;
}

/** The kind whose pages live at /{segment}, or null. */
export function kindBySegment(segment: string): PostKindKey | null {
  return POST_KIND_KEYS.find((kind) => postKind(kind).segment === segment) ?? null;
}

/** The kind the menu entry links, or null. */
export function kindByMenuKey(key: MenuKey): PostKindKey | null {
  return POST_KIND_KEYS.find((kind) => postKind(kind).menuKeys.includes(key)) ?? null;
}

/** The kind a brand's root lists (its content is events or shows), or null. */
export function homeKindOf(content: BrandContent): PostKindKey | null {
  return POST_KIND_KEYS.find((kind) => postKind(kind).homeOf === content) ?? null;
}

/** The brands with pages for a kind (the brand table's postKinds). */
export function brandsWithKind(kind: PostKindKey): BrandKey[] {
  return BRANDS.filter((brand) => brand.postKinds.includes(kind)).map((brand) => brand.key);
}

/** The site path of a kind's list (highlights: of one category when given). */
export function postListPath(kind: PostKindKey, category?: string | null): string {
  const { listPage, segment, detailPage } = postKind(kind);
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
  const { segment, detailPage } = postKind(kind);
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
