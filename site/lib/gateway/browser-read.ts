import type { AnyVariables } from '@urql/core';
import type { DocumentLoader } from './document-loader';
import { loadBrowserClient } from './load-browser-client';

/** One read through the browser's client (loaded, with the document, on first use); a failed or empty answer throws. */
export async function browserRead<Data, Variables extends AnyVariables>(
  loadDocument: DocumentLoader<Data, Variables>,
  variables: NoInfer<Variables>,
): Promise<Data> {
  const [client, document] = await Promise.all([loadBrowserClient(), loadDocument()]);
  const result = await client.query(document, variables).toPromise();
  if (result.error || !result.data) throw result.error ?? new Error('No data');
  return result.data;
}
