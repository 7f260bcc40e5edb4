import 'server-only';
import { Client, fetchExchange, type AnyVariables, type TypedDocumentNode } from '@urql/core';
import { GATEWAY_URL, REVALIDATE_SECONDS } from './config';
import { siteSecretHeaders } from '@/lib/shell/proxy-headers';
import { noteGatewayFailure } from '@/lib/shell/response-status';
import { GatewayError } from './errors';
import { adoptPersistedDocumentIds } from './persisted-documents';

adoptPersistedDocumentIds();

/**
 * The one client server components use. Reads go out as GET with the
 * document's id (persisted documents), the gateway's cacheable form; responses
 * go through Next's data cache (revalidated every REVALIDATE_SECONDS), so
 * cached pages cost no gateway call.
 */
const client = new Client({
  url: GATEWAY_URL,
  exchanges: [fetchExchange],
  // GET unless the URL would pass 2 KB (a long id list), then POST.
  preferGetMethod: 'within-url-limit',
  // The site secret is the same on every request, so Next's data cache keys stay shared.
  fetchOptions: () => ({ headers: siteSecretHeaders(), next: { revalidate: REVALIDATE_SECONDS } }) as RequestInit,
});

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
    : undefined;
  let result = await client.query(document, variables, context).toPromise();
  if (result.error && !options.fresh) {
    // The gateway answers errors with HTTP 200, which Next's data cache keeps
    // like any answer: one retry under a new cache key (a header is part of
    // it) reaches the gateway past a stored failure, so a recovered back-end
    // is seen at once. Still a cached fetch, so ISR pages stay static.
    result = await client
      .query(document, variables, {
        fetchOptions: {
          next: { revalidate: REVALIDATE_SECONDS },
          headers: { ...siteSecretHeaders(), 'x-agency-retry': `${Date.now()}-${Math.random()}` },
        } as RequestInit,
      })
      .toPromise();
  }
  if (result.error) {
    const error = GatewayError.from(result.error);
    if (error.status === 503) noteGatewayFailure(error.code);
    throw error;
  }
  if (!result.data) throw new GatewayError('GATEWAY_EMPTY', 'The gateway returned no data', 502);
  return result.data;
}
