import { BRANDS } from '@agency/schema/brands';
import type { QueryResolvers } from '../../../../generated/resolvers-types';

export const brands: NonNullable<QueryResolvers['brands']> = () => [...BRANDS];
