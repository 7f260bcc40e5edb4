import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { brandByKey } from '@agency/schema/brands';
import { toBrandLogos } from '../../mappers';
import { brandLogosMediaBase, loadBrandLogos } from '../../provider';

export const brandLogos: NonNullable<QueryResolvers['brandLogos']> = async (_parent, args, ctx) => {
  const brand = brandByKey(args.brand);
  return toBrandLogos(await loadBrandLogos(ctx, brand), brandLogosMediaBase(ctx, brand));
};
