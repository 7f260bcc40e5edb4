import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { panelOf } from '../../../../upstream/backends';
import { brandOf } from '../../../shared/enums';
import { toHomeContent } from '../../mappers';
import { loadHome } from '../../provider';

export const home: NonNullable<QueryResolvers['home']> = async (_parent, args, ctx) => {
  const brand = brandOf(args.brand);
  return toHomeContent(await loadHome(ctx, brand), ctx.upstream.mediaBase(panelOf(brand.key)));
};
