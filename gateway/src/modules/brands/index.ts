import type { Resolvers } from '../../generated/resolvers-types';
import { Brand } from './resolvers/Brand';
import { brand } from './resolvers/Query/brand';
import { brandForHost } from './resolvers/Query/brandForHost';
import { brands } from './resolvers/Query/brands';

export const brandsResolvers: Resolvers = {
  Query: { brands, brand, brandForHost },
  Brand,
};
