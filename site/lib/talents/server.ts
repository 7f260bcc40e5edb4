import 'server-only';
import { cache } from 'react';
import { NUMERIC_ID_PATTERN } from '@agency/schema/validation/rules';
import { queryGateway } from '@/lib/gateway/server-client';
import type { BrandKey } from '@agency/schema/brands';
import { BrandTalentCategoriesQuery, CastingOptionsQuery, TalentListQuery, TalentProfileQuery } from './documents';
import type { TalentListQuery as TalentListQueryData } from '@/lib/gql/graphql';
import { castingVariables, NO_COLOURS, type CastingColourLists, type TalentFilters } from './casting-filters';
import { FIRST_PAGE_SIZE } from './types';
import { sharedImages } from './shared-images';
import type { AppLocale } from '@/i18n/routing';

/** The brand's talent categories (route segments), or null when the brand lists no talents. */
export const getBrandTalentCategories = cache(async (brand: BrandKey) => {
  const data = await queryGateway(BrandTalentCategoriesQuery, { brand });
  return data.brand.content === 'TALENTS' ? data.brand.talentCategories : null;
});

/** The brand's display name, for titles and structured data. */
export const getBrandName = cache(async (brand: BrandKey) => {
  const data = await queryGateway(BrandTalentCategoriesQuery, { brand });
  return data.brand.name;
});

/** The first screen of a list (8 talents), with the letters present and the total. */
export async function getFirstTalentPage(brand: BrandKey, category: string | null, filters: TalentFilters) {
  const data = await queryGateway(TalentListQuery, {
    brand: brand,
    category,
    search: filters.search,
    letter: filters.letter,
    casting: castingVariables(filters.casting),
    first: FIRST_PAGE_SIZE,
    after: null,
    withFacets: true,
  });
  return { ...data.talents, facets: data.talentFacets ?? null };
}

/**
 * The colours the casting filters offer, labelled in the page's language. Without them (the
 * attribute lists' back-end failing) the list still renders, without colour filters; the
 * gateway logs the failure.
 */
export const getCastingColours = cache(async (locale: AppLocale): Promise<CastingColourLists> => {
  try {
    const data = await queryGateway(CastingOptionsQuery, { locale });
    return data.castingOptions;
  } catch {
    return NO_COLOURS;
  }
});

/**
 * A profile, or null when the talent is unknown (or hidden by the list rule). A path segment that
 * is no record id (the gateway refuses it as input) names no talent either: null, without asking.
 */
export const getTalentProfile = cache(async (brand: BrandKey, id: string, category: string | null) => {
  if (!NUMERIC_ID_PATTERN.test(id)) return null;
  const data = await queryGateway(TalentProfileQuery, { brand, id, category });
  const talent = data.talent;
  // The gallery as the book's own image objects: the page data then writes each image once.
  return talent ? { ...talent, gallery: sharedImages(talent.gallery, talent.book) } : null;
});

/** Every talent of a list, page by page (the sitemap needs them all). */
export async function getAllTalentCards(brand: BrandKey, category: string | null) {
  const all: { id: string; slug: string; name: string }[] = [];
  let after: string | null = null;
  for (let guard = 0; guard < 100; guard++) {
    const data: TalentListQueryData = await queryGateway(TalentListQuery, {
      brand: brand,
      category,
      search: null,
      letter: null,
      casting: null,
      withFacets: false,
      first: 200,
      after,
    });
    all.push(...data.talents.nodes.map(({ id, slug, name }) => ({ id, slug, name })));
    if (!data.talents.pageInfo.hasNextPage) break;
    after = data.talents.pageInfo.endCursor;
  }
  return all;
}
