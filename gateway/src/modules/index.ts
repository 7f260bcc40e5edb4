import type { ContentDeps } from '../context';
import type { Resolvers } from '../generated/resolvers-types';
import { brandsResolvers } from './brands';
import { brandsWarmups } from './brands/warm';
import { formsResolvers } from './forms';
import { postsResolvers } from './posts';
import { sharedResolvers } from './shared/resolvers';
import { siteResolvers } from './site';
import { siteWarmups } from './site/warm';
import { talentsResolvers } from './talents';
import { talentsWarmups } from './talents/warm';

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

/**
 * What the store loads right after start, from every module that says: what every page's shell
 * reads (home content, footer links and contact, the shows dropdown) and the talent lists, so no
 * first visitor waits for them and a page's own miss costs at most one call per back-end.
 */
export function startupWarmups(deps: ContentDeps): (() => Promise<unknown>)[] {
  return [...siteWarmups(deps), ...brandsWarmups(deps), ...talentsWarmups(deps)];
}
