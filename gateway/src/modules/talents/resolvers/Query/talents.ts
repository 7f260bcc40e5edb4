import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { paginate } from '../../../shared/pagination';
import { lettersOf } from '../../../shared/text';
import { castingList, castingMatches } from '../../casting-list';
import { toTalentCard } from '../../mappers';

/** A page of a brand's list, filtered by name, letter and the casting filters (casting-list.ts). */
export const talents: NonNullable<QueryResolvers['talents']> = async (_parent, args, ctx) => {
  const read = await castingList(args, ctx);
  const page = paginate(castingMatches(read), args.first, args.after);
  const mediaBase = ctx.upstream.mediaBase(ctx.upstream.route('talents.list', read.brandKey));
  return {
    ...page,
    nodes: page.nodes.map((t) => toTalentCard(t, mediaBase)),
    letters: lettersOf(read.list.map((t) => t.name!)),
  };
};
