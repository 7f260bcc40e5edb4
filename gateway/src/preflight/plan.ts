import { BRANDS, type BrandDefinition, type BrandKey } from '@agency/schema/brands';
import {
  UPSTREAM_CALLS,
  UPSTREAM_CALL_IDS,
  backendForCall,
  type CallRoutes,
  type UpstreamCall,
  type UpstreamCallId,
} from '@agency/schema/upstream-calls';
import type { Backend } from '../backends';
import { POST_TYPE_OF } from '../modules/posts/routing';
import { talentListQuery, talentProfileQuery } from '../modules/talents/provider';
import type { FormKind } from '../modules/forms/routing';
import type { QueryValue } from '../upstream/client';
import { deliveryPath } from '../upstream/call';
import { restPath, type PathParams, type RestSchemas } from '@agency/schema/rest-operations';

type ListPostType = RestSchemas['ListPostType'];
import type { CallOperation } from '@agency/schema/upstream-calls';

/** One request of the preflight, as the gateway makes it. */
export interface ProbeRequest {
  /** The concrete path (parameters filled in). */
  path: string;
  query?: Record<string, QueryValue>;
  /** A JSON body: the POST only reads (talents_by_album). */
  body?: unknown;
}

/** The answers already read, for calls that ask for something a list named (a talent id, a post slug). */
export type Earlier = (call: UpstreamCallId, backend: Backend, detail?: string) => unknown;

/** One row of the preflight: a call of the call table on one back-end. */
export interface PlannedCall {
  call: UpstreamCallId;
  backend: Backend;
  /** What distinguishes rows of one call on one back-end (a brand, a post type); '' when nothing. */
  detail: string;
  /** The brands whose pages read this answer. */
  brands: BrandKey[];
  /** A form's kind, for the form rows (learned by an empty post, never a real submission). */
  form?: FormKind;
  /** The request, or why it cannot be made (the list it needs an id from gave none). */
  request(earlier: Earlier): ProbeRequest | { skip: string };
}

type Planner = (routes: CallRoutes) => PlannedCall[];

const TALENT_PAGE = 1000;

/** A call's path with its parameters filled in (the contract's path, as the gateway builds it). */
function pathOf<C extends UpstreamCallId>(call: C, ...params: [PathParams<CallOperation<C>>] | []): string {
  return restPath(UPSTREAM_CALLS[call].operationId, (params[0] ?? {}) as never);
}
const fixed = (request: ProbeRequest) => () => request;

/** Rows of a call, one per distinct (back-end, detail) over the brands, the brands gathered per row. */
function rows(
  call: UpstreamCallId,
  brands: readonly BrandDefinition[],
  place: (brand: BrandDefinition) => { backend: Backend; detail: string }[],
  request: (row: { backend: Backend; detail: string; brand: BrandDefinition }) => PlannedCall['request'],
  form?: FormKind,
): PlannedCall[] {
  const out = new Map<string, PlannedCall>();
  for (const brand of brands) {
    for (const { backend, detail } of place(brand)) {
      const key = `${backend}|${detail}`;
      const existing = out.get(key);
      if (existing) existing.brands.push(brand.key);
      else
        out.set(key, {
          call,
          backend,
          detail,
          brands: [brand.key],
          form,
          request: request({ backend, detail, brand }),
        });
    }
  }
  return [...out.values()];
}

const talentBrands = BRANDS.filter((brand) => brand.content === 'talents');
const listedKinds = (brand: BrandDefinition) => brand.postKinds.filter((kind) => kind !== 'HIGHLIGHT');

/** Per brand, the back-end a call goes to (after the deployment's routes), no detail. */
const perBackend = (call: UpstreamCallId, routes: CallRoutes) => (brand: BrandDefinition) => [
  { backend: backendForCall(call, brand.key, { routes }) as Backend, detail: '' },
];

/** The first row's field of a list answer (`data` paginator or envelope, or a bare list). */
function firstRow(answer: unknown, field: 'id' | 'slug'): string | null {
  const body = answer as { data?: unknown } | unknown[] | null;
  const inner = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data;
  const list = Array.isArray(inner) ? inner : (inner as { data?: unknown } | null)?.data;
  const row = Array.isArray(list) ? (list[0] as Record<string, unknown> | undefined) : undefined;
  const value = row?.[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/**
 * How the preflight makes each call of the call table, with the parameters the gateway sends
 * (modules/*\/provider.ts). Keyed by the table's ids: a call added to the table does not compile
 * until the preflight knows how to make it.
 */
const PLANNERS = {
  'talents.list': (routes) =>
    rows(
      'talents.list',
      talentBrands,
      (brand) => [{ backend: backendForCall('talents.list', brand.key, { routes }) as Backend, detail: brand.key }],
      ({ brand }) =>
        fixed({
          path: pathOf('talents.list'),
          body: { filters: { albums: [...brand.defaultAlbumIds] } },
          query: talentListQuery(brand, 1),
        }),
    ),
  'talents.profile': (routes) =>
    rows(
      'talents.profile',
      talentBrands,
      (brand) => [{ backend: backendForCall('talents.profile', brand.key, { routes }) as Backend, detail: brand.key }],
      ({ brand }) =>
        (earlier) => {
          const list = backendForCall('talents.list', brand.key, { routes }) as Backend;
          const id = firstRow(earlier('talents.list', list, brand.key), 'id');
          if (!id) return { skip: 'no talent id: the talent list gave none' };
          if (!/^\d{1,15}$/.test(id)) return { skip: `the talent list's first id is not a number: ${id.slice(0, 40)}` };
          return { path: pathOf('talents.profile'), query: talentProfileQuery(brand, id, null) };
        },
    ),
  'talents.attributes': (routes) =>
    rows('talents.attributes', BRANDS, perBackend('talents.attributes', routes), () =>
      fixed({ path: pathOf('talents.attributes'), query: { language: 'pt', countries: 1, licenses: 1 } }),
    ),
  'posts.list': (routes) =>
    rows(
      'posts.list',
      BRANDS,
      (brand) =>
        listedKinds(brand).map((kind) => ({
          backend: backendForCall('posts.list', brand.key, { routes, postType: POST_TYPE_OF[kind] }) as Backend,
          detail: POST_TYPE_OF[kind],
        })),
      ({ detail }) =>
        fixed({
          path: pathOf('posts.list', { type: detail as ListPostType, lang: 'pt' }),
          query: { paginate: TALENT_PAGE, page: 1 },
        }),
    ),
  'posts.highlights': (routes) =>
    rows(
      'posts.highlights',
      BRANDS.filter((brand) => brand.postKinds.includes('HIGHLIGHT')),
      perBackend('posts.highlights', routes),
      () => fixed({ path: pathOf('posts.highlights', { lang: 'pt' }), query: { paginate: TALENT_PAGE, page: 1 } }),
    ),
  'posts.get': (routes) =>
    rows(
      'posts.get',
      BRANDS,
      (brand) =>
        listedKinds(brand).map((kind) => ({
          backend: backendForCall('posts.get', brand.key, { routes, postType: POST_TYPE_OF[kind] }) as Backend,
          detail: POST_TYPE_OF[kind],
        })),
      ({ backend, detail, brand }) =>
        (earlier) => {
          const list = backendForCall('posts.list', brand.key, { routes, postType: detail }) as Backend;
          const slug = firstRow(earlier('posts.list', list, detail), 'slug');
          if (!slug) return { skip: `no slug: the ${detail} list on ${backend} gave none` };
          return { path: pathOf('posts.get', { slugOrId: slug }) };
        },
    ),
  'site.contents': (routes) =>
    rows('site.contents', BRANDS, perBackend('site.contents', routes), () =>
      fixed({ path: pathOf('site.contents', { type: 'about_us', lang: 'pt', type2: 'about_us' }) }),
    ),
  'site.brands': (routes) =>
    rows('site.brands', BRANDS, perBackend('site.brands', routes), () => fixed({ path: pathOf('site.brands') })),
  'site.staff': (routes) =>
    rows('site.staff', BRANDS, perBackend('site.staff', routes), () => fixed({ path: pathOf('site.staff') })),
  'site.customHome': (routes) =>
    rows('site.customHome', BRANDS, perBackend('site.customHome', routes), () =>
      fixed({ path: pathOf('site.customHome') }),
    ),
  'site.socialMedias': (routes) =>
    rows('site.socialMedias', BRANDS, perBackend('site.socialMedias', routes), () =>
      fixed({ path: pathOf('site.socialMedias') }),
    ),
  'site.contactInfos': (routes) =>
    rows('site.contactInfos', BRANDS, perBackend('site.contactInfos', routes), () =>
      fixed({ path: pathOf('site.contactInfos') }),
    ),
  'forms.scouting': (routes) =>
    rows(
      'forms.scouting',
      BRANDS,
      perBackend('forms.scouting', routes),
      () => fixed({ path: deliveryPath('forms.scouting', 'pt') }),
      'scouting',
    ),
  'forms.favorites': (routes) =>
    rows(
      'forms.favorites',
      BRANDS,
      perBackend('forms.favorites', routes),
      () => fixed({ path: deliveryPath('forms.favorites', 'pt') }),
      'favorites',
    ),
  'forms.contact': (routes) =>
    rows(
      'forms.contact',
      BRANDS,
      perBackend('forms.contact', routes),
      () => fixed({ path: deliveryPath('forms.contact', 'pt') }),
      'contact',
    ),
} satisfies Record<UpstreamCallId, Planner>;

const isWrite = (call: UpstreamCallId) => Boolean((UPSTREAM_CALLS[call] as UpstreamCall).write);

/** Every call of the table on every back-end that serves it, lists before the calls that read ids from them. */
export function planPreflight(routes: CallRoutes): PlannedCall[] {
  return UPSTREAM_CALL_IDS.flatMap((call) => PLANNERS[call](routes)).sort(
    (a, b) => Number(isWrite(a.call)) - Number(isWrite(b.call)),
  );
}
