import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { brandByKey } from '@agency/schema/brands';
import { DEFAULT_LOCALE } from '@agency/schema/locales';
import { findPost, highlightCategoryOf } from '../../provider';

export const post: NonNullable<QueryResolvers['post']> = async (_parent, args, ctx) => {
  const brand = brandByKey(args.brand);
  const lang = args.locale ?? DEFAULT_LOCALE;
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
