import type { SubmissionResultResolvers } from '../../../generated/resolvers-types';

/** The mutations return their union member with __typename set (see submit.ts). */
export const SubmissionResult: SubmissionResultResolvers = {
  __resolveType: (result) => result.__typename!,
};
