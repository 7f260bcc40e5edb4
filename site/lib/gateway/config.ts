import { siteConfig } from '../config';
/** Where the server reaches the gateway. Never sent to the browser. */
export const GATEWAY_URL = siteConfig.gatewayUrl;

/** Seconds a server-rendered page's data may be reused before it is refetched. */
export const REVALIDATE_SECONDS = siteConfig.revalidateSeconds;
