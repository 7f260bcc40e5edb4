import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { brandOf } from '../../../shared/enums';
import { toSocialLinks } from '../../mappers';
import { loadSocialMedias } from '../../provider';

export const socialLinks: NonNullable<QueryResolvers['socialLinks']> = async (_parent, args, ctx) =>
  toSocialLinks(await loadSocialMedias(ctx, brandOf(args.brand)));
