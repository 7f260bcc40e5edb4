/**
 * How lists page: the first screen shows 8 items, and each time the list's end scrolls into view
 * (10 % of the end marker visible) 16 more are added. The GraphQL `first` argument defaults to the
 * first screen's size.
 */
export const LIST_PAGE = { first: 8, step: 16, scrollThreshold: 0.1 } as const;
