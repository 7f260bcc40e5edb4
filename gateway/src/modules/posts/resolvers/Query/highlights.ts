import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { brandOf, langOf } from '../../../shared/enums';
import { paginate } from '../../../shared/pagination';
import { lettersOf } from '../../../shared/text';
import { toPostCard } from '../../mappers';
import { highlightCategoryOf, loadPostList } from '../../provider';
import { postsBackend } from '../../routing';

export const highlights: NonNullable<QueryResolvers['highlights']> = async (_parent, args, ctx) => {
  const brand = brandOf(args.brand);
  const category = highlightCategoryOf(brand, args.category);
  const list = await loadPostList(ctx, brand, 'HIGHLIGHT', langOf(args.locale), category);
  const page = paginate(list, args.first, args.after);
  const mediaBase = ctx.upstream.mediaBase(postsBackend(brand.key, 'HIGHLIGHT'));
  return {
    ...page,
    nodes: page.nodes.map((p) => toPostCard(p, 'HIGHLIGHT', mediaBase)),
    letters: lettersOf(list.map((p) => p.title)),
  };
};
