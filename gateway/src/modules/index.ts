import type { Resolvers } from '../generated/resolvers-types';
import { brandsResolvers } from './brands';
import { formsResolvers } from './forms';
import { postsResolvers } from './posts';
import { sharedResolvers } from './shared/resolvers';
import { siteResolvers } from './site';
import { talentsResolvers } from './talents';

/**
 * The resolvers of every domain module (makeExecutableSchema merges the list). A new module,
 * forms included, plugs in here and nowhere else.
 */
export const resolvers: Resolvers[] = [
  sharedResolvers,
  brandsResolvers,
  talentsResolvers,
  postsResolvers,
  siteResolvers,
  formsResolvers,
];
