import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { checkListArguments } from '../../../shared/arguments';
import { brandOf } from '../../../shared/enums';
import { paginate } from '../../../shared/pagination';
import { lettersOf, matchesLetter, matchesSearch } from '../../../shared/text';
import { toTalentCard } from '../../mappers';
import { categoryOf, loadTalentList } from '../../provider';

export const talents: NonNullable<QueryResolvers['talents']> = async (_parent, args, ctx) => {
  checkListArguments(args);
  const brand = brandOf(args.brand);
  const list = await loadTalentList(ctx, brand, categoryOf(brand, args.category));
  const filtered = list.filter((t) => matchesSearch(t.name!, args.search) && matchesLetter(t.name!, args.letter));
  const page = paginate(filtered, args.first, args.after);
  const mediaBase = ctx.upstream.mediaBase(ctx.upstream.route('talents.list', brand.key));
  return {
    ...page,
    nodes: page.nodes.map((t) => toTalentCard(t, mediaBase)),
    letters: lettersOf(list.map((t) => t.name!)),
  };
};
