import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { brandOf } from '../../../shared/enums';
import { loadHome } from '../../provider';

export const home: NonNullable<QueryResolvers['home']> = (_parent, args, ctx) => loadHome(ctx, brandOf(args.brand));
