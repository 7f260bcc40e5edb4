import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { brandByKey } from '@agency/schema/brands';

export const brand: NonNullable<QueryResolvers['brand']> = (_parent, args) => brandByKey(args.key);
