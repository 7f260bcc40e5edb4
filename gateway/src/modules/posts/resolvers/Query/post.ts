import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { brandOf, langOf } from '../../../shared/enums';
import { findPost, highlightCategoryOf } from '../../provider';

export const post: NonNullable<QueryResolvers['post']> = async (_parent, args, ctx) => {
  const brand = brandOf(args.brand);
  const lang = langOf(args.locale);
  const category = args.kind === 'HIGHLIGHT' ? highlightCategoryOf(brand, args.category) : null;
  return findPost(
    ctx,
    brand,
    args.kind,
    lang,
    category,
    { slug: args.slug, id: args.id },
    ctx.config.postListTrustSeconds * 1000,
  );
};
