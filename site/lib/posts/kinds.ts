import { brandByKey, type PostKindKey } from '@agency/schema/brands';
import { localeEnumOf } from '@agency/schema/locales';
import { isBrandKey } from '@/lib/brand/keys';

/** Post kinds as the GraphQL contract names them. */
export type ContentKind = PostKindKey;
export type ListKind = 'EVENT' | 'SHOW' | 'WORKSHOP' | 'LECTURE';

/** Whether a brand has pages for a kind of post (the brand table's postKinds); elsewhere the route is a 404. */
export function brandHasKind(brand: string, kind: ContentKind): boolean {
  return isBrandKey(brand) && brandByKey(brand).postKinds.includes(kind);
}

/** The post kind a brand's /{slug} event route reads: its main content when that is events or shows, else null. */
export function eventKindForBrand(brand: string): 'EVENT' | 'SHOW' | null {
  if (!isBrandKey(brand)) return null;
  const { content } = brandByKey(brand);
  return content === 'events' ? 'EVENT' : content === 'shows' ? 'SHOW' : null;
}

/** Message key of a list's title. */
export const LIST_TITLE_KEY = {
  EVENT: 'events',
  SHOW: 'shows',
  WORKSHOP: 'workshop',
  LECTURE: 'palestras',
} as const satisfies Record<ListKind, string>;

/** The GraphQL locale enum of a route locale. */
export const toGraphLocale = localeEnumOf;
