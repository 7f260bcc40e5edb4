import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { brandByKey } from '@agency/schema/brands';
import { loadHome } from '../../provider';

export const home: NonNullable<QueryResolvers['home']> = (_parent, args, ctx) => loadHome(ctx, brandByKey(args.brand));
