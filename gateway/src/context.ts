import type { Logger } from 'pino';
import type { GatewayConfig } from './config';
import type { ContentStore } from './store/types';
import type { Upstream } from './upstream/client';

/** What every resolver receives (codegen's contextType). Built per request in yoga.ts. */
export interface GatewayContext {
  upstream: Upstream;
  store: ContentStore;
  config: GatewayConfig;
  logger: Logger;
  /** x-request-id of the request (taken from the client or generated). */
  requestId: string;
  /** The caller's address (first x-forwarded-for entry when behind a proxy, else the socket). */
  clientIp: string;
  request: Request;
}

/**
 * What content providers need. Providers destructure it so the loaders they hand to the store
 * keep only the long-lived upstream client, never a request's context.
 */
export type ContentDeps = Pick<GatewayContext, 'upstream' | 'store'>;
