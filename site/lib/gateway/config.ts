/** Where the server reaches the gateway. Never sent to the browser. */
export const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://localhost:4000/graphql';

/** Seconds a server-rendered page's data may be reused before it is refetched. */
export const REVALIDATE_SECONDS = Number(process.env.SITE_REVALIDATE_SECONDS ?? 60);
