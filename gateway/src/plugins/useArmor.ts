import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';

/**
 * Refuses abusive documents before they run, at graphql-armor's own defaults: depth 6, 15
 * aliases, 1000 tokens, 50 directives, cost 5000. Every document the site sends fits well inside
 * (site/lib/gql/graphql.ts: at most depth 5, no alias, 171 tokens, static cost 956), and so do
 * GraphiQL's introspection queries (ignored by depth and cost; about 190 tokens).
 * Depth counts fields, not fragments (flattenFragments): a fragment spread adds no nesting to the
 * answer, and the site's list queries spread two fragments deep.
 * Armor's cost multiplies only literal `first: N`; page sizes passed as variables are counted by
 * useQueryCost (run right after), which reads the values each request really runs with.
 */
export function useArmor() {
  return EnvelopArmorPlugin({
    maxDepth: { n: 6, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: 15 },
    maxTokens: { n: 1000 },
    maxDirectives: { n: 50 },
    costLimit: { maxCost: 5000, ignoreIntrospection: true },
    blockFieldSuggestion: { enabled: true },
  });
}
