import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { castingFacets } from '../../casting';
import { castingList } from '../../casting-list';

/** Per casting choice, how many talents of the list the arguments name match it (the other filters kept). */
export const talentFacets: NonNullable<QueryResolvers['talentFacets']> = async (_parent, args, ctx) => {
  const read = await castingList(args, ctx, { counts: true });
  return castingFacets(read.traits, read.criteria, read.colours);
};
