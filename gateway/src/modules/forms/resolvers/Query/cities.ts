import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { cities as load } from '../../options';

export const cities: NonNullable<QueryResolvers['cities']> = (_parent, args, ctx) =>
  load(ctx, args.country, args.locale);
