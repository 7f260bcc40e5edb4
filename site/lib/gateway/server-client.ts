import 'server-only';
import { Client, fetchExchange, type AnyVariables, type TypedDocumentNode } from '@urql/core';
import { isBrandKey } from '@agency/schema/brands';
import { readTags } from '@agency/schema/site-cache';
import { GATEWAY_URL, REVALIDATE_SECONDS } from './config';
import { siteSecretHeaders } from '@/lib/shell/proxy-headers';
import { noteGatewayFailure } from '@/lib/shell/response-status';
import { GatewayError } from './errors';
import { persistedDocumentExchange } from './persisted-exchange';
import { wireEnumExchange } from './wire-enums';

/**
 * The one client server components use. Reads go out as GET with the
 * document's id (persisted documents), the gateway's cacheable form; responses
 * go through Next's data cache (revalidated every REVALIDATE_SECONDS), so
 * cached pages cost no gateway call.
 */
const client = new Client({
  url: GATEWAY_URL,
  exchanges: [wireEnumExchange, persistedDocumentExchange, fetchExchange],
  // GET unless the URL would pass 2 KB (a long id list), then POST.
  preferGetMethod: 'within-url-limit',
  // The site secret is the same on every request, so Next's data cache keys stay shared.
  fetchOptions: () => ({ headers: siteSecretHeaders(), next: { revalidate: REVALIDATE_SECONDS } }) as RequestInit,
});

/**
 * The cache tags of a read (@agency/schema/site-cache): every read, and its brand's (or the shared
 * reads'). Next gives a page the tags of the reads it rendered, so the gateway's revalidate hook,
 * announcing a brand's tag, reaches that brand's pages and answers on every replica.
 */
export function readCacheTags(variables: AnyVariables): string[] {
  const brand = (variables as { brand?: unknown } | undefined)?.brand;
  return readTags(typeof brand === 'string' && isBrandKey(brand) ? brand : null);
}

/** A cached read's options: its freshness and tags. */
export function readContext(variables: AnyVariables) {
  return {
    fetchOptions: {
      next: { revalidate: REVALIDATE_SECONDS, tags: readCacheTags(variables) },
      headers: siteSecretHeaders(),
    } as RequestInit,
  };
}

/** The retry of a failed read: the read's own options and one constant header (see queryGateway). */
export function retryContext(variables: AnyVariables = {}) {
  return {
    fetchOptions: {
      next: { revalidate: REVALIDATE_SECONDS, tags: readCacheTags(variables) },
      headers: { ...siteSecretHeaders(), [RETRY_HEADER]: '1' },
    } as RequestInit,
  };
}

/** Marks the retry of a failed read: a constant value, so a retry's cache key is one per read. */
export const RETRY_HEADER = 'x-agency-retry';

/**
 * `fresh: true` skips Next's data cache for this read (the gateway's own store
 * still answers fast). Pages whose failure must show as an error (contact,
 * about: 503) use it, so a failed answer is never kept for 60 s and a
 * cached one never hides that the gateway cannot answer.
 */
export async function queryGateway<Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  options: { fresh?: boolean } = {},
): Promise<Data> {
  const context = options.fresh
    ? { fetchOptions: { cache: 'no-store', headers: siteSecretHeaders() } as RequestInit }
    : readContext(variables);
  let result = await client.query(document, variables, context).toPromise();
  if (result.error && !options.fresh) {
    // One retry reaches the gateway past a passing failure. Next's data cache keeps only 200
    // answers and the gateway answers a GET read 200 only when it is content (a failure is 4xx/5xx,
    // an unknown post or talent 404: gateway plugins/useReadStatus.ts), so nothing failed or null
    // was stored. The retry differs from the read by one constant header only because Next dedupes
    // identical fetches within a render (the retry would get the same failed answer): at most one
    // more key per read, never one per attempt. Still a cached fetch (no no-store, no revalidate:
    // 0), so ISR pages stay static: a no-store fetch while an ISR page regenerates would make it
    // dynamic.
    result = await client.query(document, variables, retryContext(variables)).toPromise();
  }
  if (result.error) {
    const error = GatewayError.from(result.error);
    if (error.status === 503) noteGatewayFailure(error.code);
    throw error;
  }
  if (!result.data) throw new GatewayError('GATEWAY_EMPTY', 'The gateway returned no data', 502);
  return result.data;
}
