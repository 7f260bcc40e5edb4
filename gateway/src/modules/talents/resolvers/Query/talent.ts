import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { brandOf } from '../../../shared/enums';
import { categoryOf, loadTalentProfile } from '../../provider';

export const talent: NonNullable<QueryResolvers['talent']> = async (_parent, args, ctx) => {
  const brand = brandOf(args.brand);
  const category = categoryOf(brand, args.category);
  if (brand.content !== 'talents' || !/^\d{1,12}$/.test(args.id)) return null;
  return loadTalentProfile(ctx, brand, args.id, category);
};
