import { LIST_PAGE } from '@agency/schema/lists';
import type { TalentCardFieldsFragment, TalentProfileQuery } from '@/lib/gql/graphql';

/** A list card as the gateway sends it (fragment TalentCardFields). */
export type TalentCardData = TalentCardFieldsFragment;

/** A full profile as the profile page reads it. */
export type TalentProfileData = NonNullable<TalentProfileQuery['talent']>;

/** One page of a list, as kept by the browser between scroll steps. */
export interface TalentPage {
  nodes: TalentCardData[];
  hasNextPage: boolean;
  endCursor: string | null;
  totalCount: number;
}

/** Talent lists page like every list (LIST_PAGE: 8 first, then 16 per step). */
export const FIRST_PAGE_SIZE = LIST_PAGE.first;
export const NEXT_PAGE_SIZE = LIST_PAGE.step;
