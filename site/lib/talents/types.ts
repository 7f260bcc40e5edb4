import { LIST_PAGE } from '@agency/schema/lists';
import type { TalentCardFieldsFragment, TalentListQuery, TalentProfileQuery } from '@/lib/gql/graphql';

/** A list card as the gateway sends it (fragment TalentCardFields). */
export type TalentCardData = TalentCardFieldsFragment;

/** A full profile as the profile page reads it. */
export type TalentProfileData = NonNullable<TalentProfileQuery['talent']>;

/** Per casting choice, how many talents of the list match it (the gateway's CastingFacets). */
export type CastingFacets = NonNullable<TalentListQuery['talentFacets']>;

/** One page of a list, as kept by the browser between scroll steps. */
export interface TalentPage {
  nodes: TalentCardData[];
  hasNextPage: boolean;
  endCursor: string | null;
  totalCount: number;
  /** The counts of the list (read with its first page; later pages keep them). */
  facets: CastingFacets | null;
}

/** Talent lists page like every list (LIST_PAGE: 8 first, then 16 per step). */
export const FIRST_PAGE_SIZE = LIST_PAGE.first;
export const NEXT_PAGE_SIZE = LIST_PAGE.step;
