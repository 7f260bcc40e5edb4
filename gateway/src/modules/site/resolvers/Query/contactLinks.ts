import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { brandByKey } from '@agency/schema/brands';
import { toContactLinks } from '../../mappers';
import { loadContactInfos, loadSocialMedias } from '../../provider';

export const contactLinks: NonNullable<QueryResolvers['contactLinks']> = async (_parent, args, ctx) => {
  const brand = brandByKey(args.brand);
  const fixed = brand.fixedContact;
  const [info, medias] = await Promise.all([
    loadContactInfos(ctx, brand),
    fixed ? Promise.resolve(null) : loadSocialMedias(ctx, brand),
  ]);
  return toContactLinks(info, medias, fixed);
};
