import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { checkListArguments } from '../../../shared/arguments';
import { brandOf, langOf } from '../../../shared/enums';
import { paginate } from '../../../shared/pagination';
import { lettersOf } from '../../../shared/text';
import { highlightCategoryOf, loadPostList } from '../../provider';

export const highlights: NonNullable<QueryResolvers['highlights']> = async (_parent, args, ctx) => {
  checkListArguments(args);
  const brand = brandOf(args.brand);
  const category = highlightCategoryOf(brand, args.category);
  const list = await loadPostList(ctx, brand, 'HIGHLIGHT', langOf(args.locale), category);
  const page = paginate(list, args.first, args.after);
  return {
    ...page,
    nodes: page.nodes.map((p) => p.card),
    letters: lettersOf(list.map((p) => p.card.title)),
  };
};
