import type { Client } from '@urql/core';

/**
 * The browser's GraphQL client, fetched on first use: pages whose data the
 * server rendered (lists until the visitor scrolls or filters, the shell)
 * load the client only when they really query from the browser.
 */
export function loadBrowserClient(): Promise<Client> {
  return import('./browser-client').then((module) => module.browserClient());
}
