import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { brandOf, langOf } from '../../../shared/enums';
import { toPostModel } from '../../mappers';
import { findPost, highlightCategoryOf } from '../../provider';
import { postsBackend } from '../../routing';

export const post: NonNullable<QueryResolvers['post']> = async (_parent, args, ctx) => {
  const brand = brandOf(args.brand);
  const lang = langOf(args.locale);
  const category = args.kind === 'HIGHLIGHT' ? highlightCategoryOf(brand, args.category) : null;
  const found = await findPost(ctx, brand, args.kind, lang, category, { slug: args.slug, id: args.id });
  if (!found) return null;
  const mediaBase = ctx.upstream.mediaBase(postsBackend(brand.key, args.kind));
  return toPostModel(found, args.kind, mediaBase, { brand: brand.key, kind: args.kind, lang, category });
};
