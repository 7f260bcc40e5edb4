import { randomUUID } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Ids from clients are kept only when they look like ids (no log injection, bounded size). */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(headerValue: string | null | undefined): string {
  return headerValue && SAFE_ID.test(headerValue) ? headerValue : randomUUID();
}

/**
 * Guarantees every GraphQL response carries x-request-id: the node layer's id (server.ts keeps a
 * caller's only when the caller is the site), else a fresh UUID, the same id the context and the
 * logs carry.
 */
export function useRequestId(ids: WeakMap<Request, string>): Plugin {
  return {
    onRequest({ request, serverContext }) {
      const fromNode = (serverContext as { requestId?: string } | undefined)?.requestId;
      ids.set(request, fromNode ?? randomUUID());
    },
    onResponse({ request, response }) {
      const id = ids.get(request);
      if (id) response.headers.set(REQUEST_ID_HEADER, id);
    },
  };
}
