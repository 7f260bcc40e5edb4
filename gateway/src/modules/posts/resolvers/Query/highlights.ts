import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { checkListArguments } from '../../../shared/arguments';
import { brandByKey } from '@agency/schema/brands';
import { DEFAULT_LOCALE } from '@agency/schema/locales';
import { paginate } from '../../../shared/pagination';
import { lettersOf } from '../../../shared/text';
import { highlightCategoryOf, loadPostList } from '../../provider';

export const highlights: NonNullable<QueryResolvers['highlights']> = async (_parent, args, ctx) => {
  checkListArguments(args);
  const brand = brandByKey(args.brand);
  const category = highlightCategoryOf(brand, args.category);
  const list = await loadPostList(ctx, brand, 'HIGHLIGHT', args.locale ?? DEFAULT_LOCALE, category);
  const page = paginate(list, args.first, args.after);
  return {
    ...page,
    nodes: page.nodes.map((p) => p.card),
    letters: lettersOf(list.map((p) => p.card.title)),
  };
};
