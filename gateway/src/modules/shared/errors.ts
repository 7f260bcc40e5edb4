import { GraphQLError } from 'graphql';

/** A coded client error: the thing named in the arguments does not exist for this brand. */
export function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
}
