import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { brandByKey } from '@agency/schema/brands';
import { toContactInfo } from '../../mappers';
import { loadContactInfos } from '../../provider';

export const contactInfo: NonNullable<QueryResolvers['contactInfo']> = async (_parent, args, ctx) => {
  const brand = brandByKey(args.brand);
  const info = await loadContactInfos(ctx, brand);
  return info ? toContactInfo(info, brand.fixedContact) : null;
};
