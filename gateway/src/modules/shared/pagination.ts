import { LIST_PAGE } from '@agency/schema/lists';
import { LIMITS } from '@agency/schema/validation';
import { GraphQLError } from 'graphql';

export interface Page<T> {
  nodes: T[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

/** Opaque cursor: the position of an item in the filtered list. */
export function encodeCursor(index: number): string {
  return Buffer.from(`i:${index}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): number {
  const match = /^i:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new GraphQLError('Invalid cursor.', { extensions: { code: 'BAD_USER_INPUT' } });
  return Number(match[1]);
}

/**
 * The largest page a client may ask for (the shared limit; resolvers refuse larger pages before
 * loading anything, see shared/arguments.ts; the clamp here only backs that up).
 */
export const MAX_PAGE_SIZE = LIMITS.pageSizeMax;

/** Cursor pagination over an already filtered list. */
export function paginate<T>(
  items: readonly T[],
  first: number | null | undefined,
  after: string | null | undefined,
): Page<T> {
  const size = Math.min(Math.max(first ?? LIST_PAGE.first, 0), MAX_PAGE_SIZE);
  const start = after ? decodeCursor(after) + 1 : 0;
  const nodes = items.slice(start, start + size);
  const lastIndex = start + nodes.length - 1;
  return {
    nodes,
    pageInfo: {
      hasNextPage: lastIndex < items.length - 1,
      endCursor: nodes.length > 0 ? encodeCursor(lastIndex) : (after ?? null),
    },
    totalCount: items.length,
  };
}

/** Previous and next of an item in a list, wrapping around at both ends; null when it is not in the list. */
export function neighbours<T>(items: readonly T[], isCurrent: (item: T) => boolean): { previous: T; next: T } | null {
  const index = items.findIndex(isCurrent);
  if (index === -1 || items.length < 2) return null;
  return {
    previous: items[(index - 1 + items.length) % items.length]!,
    next: items[(index + 1) % items.length]!,
  };
}
