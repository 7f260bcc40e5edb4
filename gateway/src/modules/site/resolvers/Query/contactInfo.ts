import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { brandOf } from '../../../shared/enums';
import { FIXED_LINKS } from '../../../brands/fixed-links';
import { toContactInfo } from '../../mappers';
import { loadContactInfos } from '../../provider';

export const contactInfo: NonNullable<QueryResolvers['contactInfo']> = async (_parent, args, ctx) => {
  const brand = brandOf(args.brand);
  const info = await loadContactInfos(ctx, brand);
  return info ? toContactInfo(info, FIXED_LINKS[brand.key]) : null;
};
