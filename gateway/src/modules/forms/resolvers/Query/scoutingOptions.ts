import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { scoutingOptions as load } from '../../options';

export const scoutingOptions: NonNullable<QueryResolvers['scoutingOptions']> = (_parent, args, ctx) =>
  load(ctx, args.locale);
