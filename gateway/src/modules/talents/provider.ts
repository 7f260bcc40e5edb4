import { CAREER_ALBUM_ID, type BrandDefinition, type TalentCategory } from '@agency/schema/brands';
import type { ContentDeps } from '../../context';
import type { Upstream } from '../../upstream/client';
import type { WireQuery } from '../../upstream/call';
import type { QueryParams } from '@agency/schema/rest-operations';
import { isNotFound } from '../../upstream/errors';
import type { RestTalentSummary } from '../../upstream/rest';
import { notFound } from '../shared/errors';
import { listTalents, toTalentModel, type TalentModel } from './mappers';
import { readPages } from '../../upstream/paging';

/** Talents are fetched 1000 per page: the whole list at once, then paged and filtered from the store. */
export const TALENT_PAGE_SIZE = 1000;
/** Pseudo-category of talentsByIds: every album of the brand. */
const ALL_ALBUMS = '*';

/** The category of a brand by route segment; unknown segments are a NOT_FOUND error. */
export function categoryOf(brand: BrandDefinition, slug: string | null | undefined): TalentCategory | null {
  if (!slug) return null;
  const category = brand.talentCategories.find((c) => c.slug === slug);
  if (!category) throw notFound(`Unknown talent category '${slug}' for ${brand.key}.`);
  return category;
}

function albumsFor(brand: BrandDefinition, category: TalentCategory | null | typeof ALL_ALBUMS): number[] {
  if (category === ALL_ALBUMS) {
    return [...new Set([...brand.defaultAlbumIds, ...brand.talentCategories.flatMap((c) => c.albumIds)])];
  }
  return [...(category ? category.albumIds : brand.defaultAlbumIds)];
}

/** The query of one page of a talent list: the contract's call with the flags of every block a card shows. */
export function talentListQuery(brand: BrandDefinition, page: number): WireQuery<QueryParams<'talentsByAlbum'>> {
  return {
    paginate: TALENT_PAGE_SIZE,
    page,
    language: 'pt',
    branch: brand.key,
    cover2: 1,
    other_skills: 1,
    twitter: 1,
    galleries: ['book'],
  };
}

/**
 * The query of a profile: the contract's flags (cover=2, cover_web=1, ...) and the family's (cover2=1,
 * skills=1), since a back-end includes an optional block only when its flag asks for it.
 */
export function talentProfileQuery(
  brand: BrandDefinition,
  id: string,
  category: TalentCategory | null,
): WireQuery<QueryParams<'talentProfile'>> {
  return {
    language: 'pt',
    // A record id, checked as digits (recordId) before it gets here.
    id: Number(id),
    branch: brand.key,
    cover: 2,
    cover2: 1,
    cover_web: 1,
    skills: 1,
    other_skills: 1,
    detailed_languages: 1,
    nationality: 1,
    gallery_item_caption: 1,
    albums: [CAREER_ALBUM_ID, ...albumsFor(brand, category)],
    twitter: 1,
  };
}

/**
 * The listable rows of a talent list, from the back-end the call table names (the integration
 * service, the brand as `branch`). The family pages with `paginate`; its paginators may lack
 * last_page, and then pages are read until an empty one.
 */
async function fetchList(upstream: Upstream, brand: BrandDefinition, albums: number[], category?: string) {
  const backend = upstream.route('talents.list', brand.key);
  const note = upstream.drift(backend, 'talents.list');
  const rows = await readPages<RestTalentSummary>(
    (page) =>
      upstream.call('talents.list', backend, {
        body: { filters: { albums, ...(category ? { category } : {}) } },
        query: talentListQuery(brand, page),
      }),
    note,
  );
  return listTalents(rows, note);
}

/**
 * The listable talents of a brand's category (or its root), ordered by name: one upstream call
 * per brand and category, kept in the store; search, letters and pages are computed from it.
 */
export function loadTalentList(
  { upstream, store }: ContentDeps,
  brand: BrandDefinition,
  category: TalentCategory | null | typeof ALL_ALBUMS,
): Promise<RestTalentSummary[]> {
  if (brand.content !== 'talents') return Promise.resolve([]);
  const slug = category === ALL_ALBUMS ? ALL_ALBUMS : (category?.slug ?? '');
  return store.get({ type: 'talents', brand: brand.key, locale: 'pt', args: { category: slug } }, () =>
    fetchList(upstream, brand, albumsFor(brand, category), category === ALL_ALBUMS ? undefined : category?.slug),
  );
}

export function loadAllTalents(deps: ContentDeps, brand: BrandDefinition): Promise<RestTalentSummary[]> {
  return loadTalentList(deps, brand, ALL_ALBUMS);
}

/**
 * Whether the brand lists a talent id: in the list the profile is opened from (its neighbours are
 * read from it anyway), else in the brand's every-album list. Both are kept in the store and warmed
 * at start (talentsWarmups), so checking costs no back-end call on a profile page.
 */
export async function isListedTalent(
  deps: ContentDeps,
  brand: BrandDefinition,
  id: string,
  category: TalentCategory | null = null,
): Promise<boolean> {
  const lists = (list: RestTalentSummary[]) => list.some((t) => String(t.id) === id);
  return lists(await loadTalentList(deps, brand, category)) || lists(await loadAllTalents(deps, brand));
}

/**
 * The first of the brand's categories (in the brand table's order) whose list holds the talent, or
 * null. The lists are stored and warmed, so this costs no back-end call.
 */
export async function firstListingCategory(
  deps: ContentDeps,
  brand: BrandDefinition,
  id: string,
): Promise<TalentCategory | null> {
  for (const category of brand.talentCategories) {
    if ((await loadTalentList(deps, brand, category)).some((t) => String(t.id) === id)) return category;
  }
  return null;
}

/** Every talent list a brand's pages read: its root, each category, and every album together. */
export function brandTalentLists(deps: ContentDeps, brand: BrandDefinition): (() => Promise<unknown>)[] {
  if (brand.content !== 'talents') return [];
  return [null, ...brand.talentCategories, ALL_ALBUMS as typeof ALL_ALBUMS].map(
    (category) => () => loadTalentList(deps, brand, category),
  );
}

/** A profile with the career album and the category's albums; null when the back-end does not know the id. */
export function loadTalentProfile(
  { upstream, store }: ContentDeps,
  brand: BrandDefinition,
  id: string,
  category: TalentCategory | null,
): Promise<TalentModel | null> {
  const backend = upstream.route('talents.profile', brand.key);
  return store.get(
    { type: 'talent', brand: brand.key, locale: 'pt', args: { id, category: category?.slug ?? '' } },
    async () => {
      try {
        const profile = await upstream.call('talents.profile', backend, {
          query: talentProfileQuery(brand, id, category),
        });
        return toTalentModel(
          profile,
          upstream.mediaBase(backend),
          { brand: brand.key, category: category?.slug ?? null },
          CAREER_ALBUM_ID,
          upstream.drift(backend, 'talents.profile'),
        );
      } catch (error) {
        // The talent database does not know the id: an ordinary "not found" page, logged for the deployer.
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  );
}
