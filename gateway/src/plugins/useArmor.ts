import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { API_LIMITS } from '@agency/schema/api-limits';
import type { GraphQLError } from 'graphql';
import { codedError, type ErrorCodeName } from '../errors';

/**
 * Armor's refusal as one of the documented codes, with its status (400): armor's own error is an
 * uncoded "Syntax Error: …" that went out with 200. Thrown from armor's rejection hook, so it stops
 * the parse or the validation exactly where armor would have.
 */
const refuseAs =
  (code: ErrorCodeName) =>
  (_context: unknown, error: GraphQLError): never => {
    throw codedError(code, error.message.replace(/^Syntax Error: /, ''));
  };

/**
 * Refuses abusive documents before they run (API_LIMITS, graphql-armor's own defaults): depth 6,
 * 15 aliases, 1000 tokens, 50 directives. Every document the site sends fits well inside
 * (site/lib/gql/graphql.ts: at most depth 5, no alias, 171 tokens), and so do GraphiQL's
 * introspection queries (ignored by depth; about 190 tokens). Depth counts fields, not fragments
 * (flattenFragments): a fragment spread adds no nesting to the answer, and the site's list queries
 * spread two fragments deep. Armor's cost limit is off: it reads only literal page sizes, and the
 * one cost model is useQueryCost's (variables included), so an operation meets one ceiling.
 */
export function useArmor() {
  return EnvelopArmorPlugin({
    maxDepth: {
      n: API_LIMITS.depth,
      ignoreIntrospection: true,
      flattenFragments: true,
      onReject: [refuseAs('QUERY_TOO_DEEP')],
    },
    maxAliases: { n: API_LIMITS.aliases, onReject: [refuseAs('QUERY_TOO_MANY_ALIASES')] },
    maxTokens: { n: API_LIMITS.tokens, onReject: [refuseAs('QUERY_TOO_MANY_TOKENS')] },
    maxDirectives: { n: API_LIMITS.directives, onReject: [refuseAs('QUERY_TOO_MANY_DIRECTIVES')] },
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: true },
  });
}
