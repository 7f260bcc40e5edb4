import type { Resolvers } from '../../generated/resolvers-types';

/** Types shared by every domain: the Media union picks its member from the mapped __typename. */
export const sharedResolvers: Resolvers = {
  Query: { ok: () => true },
  Mutation: { ok: () => true },
  Media: { __resolveType: (media) => media.__typename ?? 'Image' },
};
