import 'server-only';
import { notFound } from 'next/navigation';
import { brandRoute } from '@/lib/brand/route';
import { isGenericRouteKind, kindBySegment, postKind } from '@agency/schema/post-kinds';
import { brandHasKind, type ContentKind } from './kinds';
import { parseListFilters } from './list-filters';

export type BrandParams = Promise<{ locale: string; brand: string }>;
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * What every content route does first: fix the request locale and 404 when
 * the brand has no posts of this kind.
 */
export async function contentRoute(params: BrandParams, kind?: ContentKind) {
  const { locale, brand } = await brandRoute(params);
  if (kind && !brandHasKind(brand, kind)) notFound();
  return { locale, brand };
}

export type KindParams = Promise<{ locale: string; brand: string; kind: string }>;

/**
 * The generic post routes (postagens/[kind], where the proxy sends /{segment}…): the segment must
 * name a kind the post-kind table serves there and the brand has, with the page asked for (its own
 * list, or a page per post by id); anything else is a 404.
 */
export async function kindRoute(params: KindParams, page?: 'list' | 'detail') {
  const { kind: segment } = await params;
  const kind = kindBySegment(segment);
  if (!kind || !isGenericRouteKind(kind)) notFound();
  const { listPage, detailPage } = postKind(kind);
  if ((page === 'list' && listPage !== 'own') || (page === 'detail' && detailPage !== 'id-slug')) notFound();
  const { locale, brand } = await contentRoute(params, kind);
  return { locale, brand, kind };
}

export async function listFilters(searchParams: SearchParams) {
  return parseListFilters(await searchParams);
}
