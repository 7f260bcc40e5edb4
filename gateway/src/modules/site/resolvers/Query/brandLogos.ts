import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { brandOf } from '../../../shared/enums';
import { toBrandLogos } from '../../mappers';
import { brandLogosMediaBase, loadBrandLogos } from '../../provider';

export const brandLogos: NonNullable<QueryResolvers['brandLogos']> = async (_parent, args, ctx) => {
  const brand = brandOf(args.brand);
  return toBrandLogos(await loadBrandLogos(ctx, brand), brandLogosMediaBase(ctx, brand));
};
