import 'server-only';
import { Client, fetchExchange, type AnyVariables, type TypedDocumentNode } from '@urql/core';
import { GATEWAY_URL, REVALIDATE_SECONDS } from './config';
import { GatewayError } from './errors';

/**
 * The one client server components use. Responses go through Next's data
 * cache (revalidated every REVALIDATE_SECONDS), so cached pages cost no
 * gateway call.
 */
const client = new Client({
  url: GATEWAY_URL,
  exchanges: [fetchExchange],
  preferGetMethod: false,
  fetchOptions: () => ({ next: { revalidate: REVALIDATE_SECONDS } }) as RequestInit,
});

export async function queryGateway<Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  const result = await client.query(document, variables).toPromise();
  if (result.error) throw GatewayError.from(result.error);
  if (!result.data) throw new GatewayError('GATEWAY_EMPTY', 'The gateway returned no data', 502);
  return result.data;
}
