import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { brandByKey } from '@agency/schema/brands';
import { toSocialLinks } from '../../mappers';
import { loadSocialMedias } from '../../provider';

export const socialLinks: NonNullable<QueryResolvers['socialLinks']> = async (_parent, args, ctx) =>
  toSocialLinks(await loadSocialMedias(ctx, brandByKey(args.brand)));
