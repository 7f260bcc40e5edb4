'use client';

import { cacheExchange, Client, fetchExchange } from '@urql/core';
import { persistedDocumentExchange } from './persisted-exchange';
import { wireEnumExchange } from './wire-enums';
import { gatewayRequestStarted } from './request-events';

/** Same-origin endpoint: app/api/graphql/route.ts forwards to the gateway, whose URL stays on the server. */
export const BROWSER_GRAPHQL_PATH = '/api/graphql';

/** The gateway's CSRF guard accepts uploads only with this header (see gateway plugins). */
export const CLIENT_HEADER = { 'x-agency-client': 'site' } as const;

/** True when a finished response counts as failed for whoever listens (the loading bar's failed style). */
async function responseFailed(response: Response): Promise<boolean> {
  if (!response.ok) return true;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return false;
  try {
    const body = (await response.clone().json()) as { errors?: unknown[] };
    return Array.isArray(body.errors) && body.errors.length > 0;
  } catch {
    return true;
  }
}

/**
 * Wraps fetch so every gateway request is reported to request-events'
 * subscribers (the top loading bar), with its outcome. A cancelled request is
 * not a failure.
 */
const trackedFetch: typeof fetch = async (input, init) => {
  const end = gatewayRequestStarted();
  try {
    const response = await fetch(input, init);
    end((await responseFailed(response)) ? 'failed' : 'ok');
    return response;
  } catch (error) {
    end(error instanceof DOMException && error.name === 'AbortError' ? 'ok' : 'failed');
    throw error;
  }
};

/**
 * The browser's urql client. Every operation is sent by its persisted
 * document id; reads as GET (cacheable by the browser and any CDN in front of
 * the site; POST when the URL would pass 2 KB), mutations as POST, uploads
 * (File variables) as GraphQL multipart requests, which @urql/core's
 * fetchExchange builds by itself.
 */
export function createBrowserClient(): Client {
  return new Client({
    url: BROWSER_GRAPHQL_PATH,
    exchanges: [cacheExchange, wireEnumExchange, persistedDocumentExchange, fetchExchange],
    preferGetMethod: 'within-url-limit',
    fetch: trackedFetch,
    fetchOptions: { headers: { ...CLIENT_HEADER } },
  });
}

let shared: Client | undefined;

/** One client (and cache) per browser tab, shared by every data hook of lib/<feature>/; a fresh one per server render. */
export function browserClient(): Client {
  if (typeof window === 'undefined') return createBrowserClient();
  shared ??= createBrowserClient();
  return shared;
}
