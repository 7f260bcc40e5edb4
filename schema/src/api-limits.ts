/**
 * The limits every GraphQL operation meets at the gateway, whoever sends it: the numbers the
 * error-code table (error-codes.ts) and the README state, and the gateway enforces
 * (gateway/src/plugins/useArmor.ts, useQueryCost.ts).
 */
export const API_LIMITS = {
  /** Fields nested in one another (fragments flattened; introspection not counted). */
  depth: 6,
  aliases: 15,
  /** Tokens of the document: checked while parsing, so a huge document is not parsed whole. */
  tokens: 1000,
  directives: 50,
  /**
   * The one cost ceiling: fields an answer may hold, each counting once for every item of the
   * lists around it (a paged list by its page size as it runs, variables included; a list of ids
   * by its length; any other list as UNPAGED_LIST_ITEMS). The site's largest reads (a page of 200
   * talent cards with the counts per casting choice: 7641; 200 shared favourites: 6401; 200 posts:
   * 7601) fit; two such pages in one request do not.
   */
  cost: 10_000,
  /**
   * What a list nothing sizes counts for (a menu's items, a talent's measures or books): this
   * schema's unpaged lists hold a handful of entries, and nested ones multiply, so a document that
   * nests them deep costs what its answer could really weigh.
   */
  unpagedListItems: 5,
} as const;
