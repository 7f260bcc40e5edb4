import type { BRANDS } from '@agency/schema/brands';

type Brand = (typeof BRANDS)[number];

/** A page of a brand and its type (the route it renders): one of each type the brand has. */
export interface BrandPage {
  type: string;
  path: string;
}

const LIST_OF: Record<string, string> = {
  EVENT: '/eventos',
  WORKSHOP: '/workshop',
  LECTURE: '/palestras',
  BLOG: '/blog',
  PUBLICATION: '/publicacoes',
};
/** Item links to look for on a list page, per kind. */
const ITEM_PATTERN: Record<string, RegExp> = {
  EVENT: /^\/(en\/)?eventos\/\d+\/[^/]+$/,
  SHOW: /^\/(en\/)?espetaculos\/\d+\/[^/]+$/,
  WORKSHOP: /^\/(en\/)?workshop\/\d+\/[^/]+$/,
  LECTURE: /^\/(en\/)?palestras\/\d+\/[^/]+$/,
  BLOG: /^\/(en\/)?blog\/[^/]+$/,
  HIGHLIGHT: /^\/(en\/)?destaques\/[^/]+\/[^/]+$/,
};

/** The HTML of a path of the brand's site. */
export type ReadHtml = (path: string) => Promise<string>;

async function firstLink(read: ReadHtml, path: string, pattern: RegExp): Promise<string | null> {
  const html = await read(path);
  for (const [, href] of html.matchAll(/href="([^"#?]+)"/g)) if (pattern.test(href!)) return href!;
  return null;
}

/**
 * The pages of a brand, one of each type it has, in Portuguese (unprefixed); items (a profile, an
 * event, a post) are found by reading their list. `skip` leaves out types already covered, and the
 * reads that would only find them.
 */
export async function pagesOf(
  read: ReadHtml,
  brand: Brand,
  skip: ReadonlySet<string> = new Set(),
): Promise<BrandPage[]> {
  const pages: BrandPage[] = [];
  const add = (type: string, path: string | null) => {
    if (path && !skip.has(type) && !pages.some((p) => p.path === path)) pages.push({ type, path });
  };
  add('home', '/');
  add('about', '/sobre-nos');
  add('contact', '/contato');
  add('highlights', '/destaques');
  if (brand.content === 'talents') {
    add('favourites', '/favoritos');
    add('list:BLOG', '/blog');
    const category = brand.talentCategories[0]!.slug;
    add('talent-list', `/${category}`);
    if (!skip.has('talent-profile'))
      add('talent-profile', await firstLink(read, `/${category}`, new RegExp(`^/${category}/\\d+/[^/]+$`)));
  }
  if (brand.key === 'cq-empresariamento') add('scouting', '/seletiva');
  for (const kind of brand.postKinds) {
    const list = LIST_OF[kind];
    if (list) add(`list:${kind}`, list);
    const where = kind === 'SHOW' ? '/' : kind === 'HIGHLIGHT' ? `/destaques/${brand.highlightCategories[0]}` : list;
    if (kind === 'HIGHLIGHT') add(`list:${kind}`, where!);
    const pattern = ITEM_PATTERN[kind];
    if (where && pattern && !skip.has(`item:${kind}`)) add(`item:${kind}`, await firstLink(read, where, pattern));
  }
  return pages;
}
