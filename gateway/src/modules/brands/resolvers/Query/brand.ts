import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { brandOf } from '../../../shared/enums';

export const brand: NonNullable<QueryResolvers['brand']> = (_parent, args) => brandOf(args.key);
