import type { AnyVariables, TypedDocumentNode } from '@urql/core';
import { loadBrowserClient } from './load-browser-client';

/** One read through the browser's client (loaded on first use); a failed or empty answer throws. */
export async function browserRead<Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  const client = await loadBrowserClient();
  const result = await client.query(document, variables).toPromise();
  if (result.error || !result.data) throw result.error ?? new Error('No data');
  return result.data;
}
