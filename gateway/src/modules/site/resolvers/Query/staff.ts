import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { brandOf } from '../../../shared/enums';
import { toStaff } from '../../mappers';
import { loadStaff } from '../../provider';

export const staff: NonNullable<QueryResolvers['staff']> = async (_parent, args, ctx) =>
  toStaff(await loadStaff(ctx, brandOf(args.brand)));
