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

/** The first screen shows 8 talents, each scroll step adds 16. */
export const FIRST_PAGE_SIZE = 8;
export const NEXT_PAGE_SIZE = 16;
