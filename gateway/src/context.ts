import type { Logger } from 'pino';
import type { GatewayConfig } from './config';
import type { ClientIdentity } from './security/client-identity';
import type { ContentStore } from './store/types';
import type { Upstream } from './upstream/client';

/**
 * What every resolver receives (codegen's contextType). Built per request in gateway.ts.
 * Query answers are cached (plugins/useResultCache.ts) on the document, the variables and the
 * store entries read: a query resolver must read content through `store` only, never from the
 * request (`request`, `clientIp`), which is for mutations.
 */
export interface GatewayContext {
  upstream: Upstream;
  store: ContentStore;
  config: GatewayConfig;
  logger: Logger;
  /** x-request-id of the request (taken from the client or generated). */
  requestId: string;
  /** Who is calling: the site's own server, or a visitor's address (security/client-identity.ts). */
  client: ClientIdentity;
  /** The key per-caller limits count against: the visitor's address, or 'site'. Mutations only. */
  clientIp: string;
  request: Request;
}

/**
 * What content providers need. Providers destructure it so the loaders they hand to the store
 * keep only the long-lived upstream client, never a request's context.
 */
export type ContentDeps = Pick<GatewayContext, 'upstream' | 'store'>;
