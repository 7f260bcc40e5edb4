import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { brandOf, langOf } from '../../../shared/enums';
import { loadContent } from '../../provider';

/** Content types are slugs such as about_us; anything else cannot exist. */
const CONTENT_TYPE = /^[a-z][a-z0-9_-]{0,40}$/;

export const content: NonNullable<QueryResolvers['content']> = async (_parent, args, ctx) => {
  if (!CONTENT_TYPE.test(args.type)) return null;
  return loadContent(ctx, brandOf(args.brand), args.type, langOf(args.locale));
};
