import { brandByKey, type PostKindKey, type BrandKey } from '@agency/schema/brands';
import { homeKindOf, postKind, type GenericRouteKind } from '@agency/schema/post-kinds';
import type contentMessages from '@/messages/pt/content.json';

/** Post kinds as the GraphQL contract names them. */
export type ContentKind = PostKindKey;
/** The kinds the generic list and detail routes serve (the post-kind table's GENERIC_ROUTE_KINDS). */
export type ListKind = GenericRouteKind;

/** Whether a brand has pages for a kind of post (the brand table's postKinds); elsewhere the route is a 404. */
export function brandHasKind(brand: BrandKey, kind: ContentKind): boolean {
  return brandByKey(brand).postKinds.includes(kind);
}

/** The post kind a brand's /{slug} event route reads: the kind its root lists (events, shows), else null. */
export function eventKindForBrand(brand: BrandKey): ContentKind | null {
  return homeKindOf(brandByKey(brand).content);
}

/** A list title's message key under content.lists. */
export type ListTitleKey = keyof typeof contentMessages.lists;

/**
 * Message key (under content.lists) of a kind's list title, also the eyebrow over its posts' titles
 * (the post-kind table's titleKey); kinds.test.ts checks each is in every catalogue.
 */
export function listTitleKey(kind: ContentKind): ListTitleKey {
  return (postKind(kind).titleKey ?? postKind(kind).segment) as ListTitleKey;
}
