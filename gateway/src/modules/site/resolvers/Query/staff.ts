import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { brandByKey } from '@agency/schema/brands';
import { toStaff } from '../../mappers';
import { loadStaff } from '../../provider';

export const staff: NonNullable<QueryResolvers['staff']> = async (_parent, args, ctx) =>
  toStaff(await loadStaff(ctx, brandByKey(args.brand)));
