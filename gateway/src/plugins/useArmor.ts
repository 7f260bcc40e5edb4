import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';

/**
 * Refuses abusive documents before they run: deep nesting, alias bombs, huge token counts,
 * expensive selections. Limits sit well above what the site's pages send (its deepest query,
 * a menu's dropdown children, is 5 levels; the host table test uses 17 aliases).
 * Introspection stays allowed, so GraphiQL works.
 */
export function useArmor() {
  return EnvelopArmorPlugin({
    maxDepth: { n: 10, ignoreIntrospection: true },
    maxAliases: { n: 40 },
    maxTokens: { n: 5000 },
    maxDirectives: { n: 50 },
    costLimit: { maxCost: 20_000, ignoreIntrospection: true },
    blockFieldSuggestion: { enabled: true },
  });
}
