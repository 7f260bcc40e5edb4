import type { BrandKey } from '@agency/schema/brands';

/** Post kinds as the GraphQL contract names them. */
export type ContentKind = 'EVENT' | 'SHOW' | 'WORKSHOP' | 'LECTURE' | 'BLOG' | 'PUBLICATION' | 'HIGHLIGHT';
export type ListKind = 'EVENT' | 'SHOW' | 'WORKSHOP' | 'LECTURE';

/**
 * Which brands have which kind of post (from the REST contract: music has
 * events; cultural has shows, workshops, palestras and publications; every
 * panel has a blog and highlights). Elsewhere the route is a 404 rather than
 * an always-empty page.
 */
const KIND_BRANDS: Record<ContentKind, readonly BrandKey[] | 'all'> = {
  EVENT: ['music'],
  SHOW: ['cultural'],
  WORKSHOP: ['cultural'],
  LECTURE: ['cultural'],
  PUBLICATION: ['cq-empresariamento', 'cultural'],
  BLOG: 'all',
  HIGHLIGHT: 'all',
};

export function brandHasKind(brand: string, kind: ContentKind): boolean {
  const brands = KIND_BRANDS[kind];
  return brands === 'all' || (brands as readonly string[]).includes(brand);
}

/** The post kind a brand's /{slug} event route reads (music events, cultural shows), or null. */
export function eventKindForBrand(brand: string): 'EVENT' | 'SHOW' | null {
  if (brand === 'music') return 'EVENT';
  if (brand === 'cultural') return 'SHOW';
  return null;
}

/** Message key of a list's title. */
export const LIST_TITLE_KEY = {
  EVENT: 'events',
  SHOW: 'shows',
  WORKSHOP: 'workshop',
  LECTURE: 'palestras',
} as const satisfies Record<ListKind, string>;

/** The GraphQL locale enum of a route locale. */
export function toGraphLocale(locale: string): 'PT' | 'EN' {
  return locale === 'en' ? 'EN' : 'PT';
}
