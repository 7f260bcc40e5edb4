import type { Resolvers } from '../../generated/resolvers-types';
import { Brand } from './resolvers/Brand';
import { brand } from './resolvers/Query/brand';
import { brands } from './resolvers/Query/brands';

export const brandsResolvers: Resolvers = {
  Query: { brands, brand },
  Brand,
};
