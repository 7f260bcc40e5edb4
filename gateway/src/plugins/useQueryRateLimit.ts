import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { ClientIdentity } from '../security/client-identity';
import { createRateLimiter, ipKey, type RateLimiter } from '../security/rate-limit';

const MINUTE_MS = 60_000;

export interface QueryRateLimitOptions {
  /** Requests per client per minute (QUERY_RATE_LIMIT_PER_MINUTE); 0 turns the limit off. */
  perMinute: number;
  /** Set: counters shared by every instance through Redis; unset: this process' memory. */
  redisUrl: string | null;
  /** Who is calling (security/client-identity.ts), as gateway.ts decides it for the context. */
  identify(request: Request, serverContext: Record<string, unknown>): ClientIdentity;
  logger: Pick<Logger, 'warn'>;
  /** Tests: a limiter of their own (e.g. one with an injected clock). */
  limiter?: RateLimiter;
}

export interface QueryRateLimit {
  plugin: Plugin;
  /**
   * The same count for a request answered before yoga (the node layer's persisted reads): null
   * when the client may go on, else the 429 to send.
   */
  admit(client: ClientIdentity): Promise<Response | null>;
  close(): Promise<void>;
}

/** The answer to a client over its limit: 429, Retry-After, and a GraphQL error saying why. */
function tooManyRequests(perMinute: number, retryAfterSeconds: number): Response {
  const body = {
    errors: [
      {
        message: `Too many requests: at most ${perMinute} per minute from one address. Try again in ${retryAfterSeconds} s.`,
        extensions: { code: 'RATE_LIMITED', retryAfterSeconds },
      },
    ],
  };
  return new Response(JSON.stringify(body), {
    status: 429,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'retry-after': String(retryAfterSeconds),
      'cache-control': 'no-store',
    },
  });
}

/**
 * A per-client limit on GraphQL requests, checked first, before the body is read or parsed. Each
 * visitor address counts (IPv6 per /64), including visitors the site vouches for with its secret;
 * the site's own server rendering (identity 'site') is exempt, since it serves every visitor. When
 * Redis cannot count, reads go on (fail open, logged): a counter outage must not take the site down.
 */
export function createQueryRateLimit(options: QueryRateLimitOptions): QueryRateLimit | null {
  if (options.perMinute <= 0) return null;
  const rule = { limit: options.perMinute, windowMs: MINUTE_MS };
  const limiter =
    options.limiter ??
    createRateLimiter(options.redisUrl, {
      prefix: 'queries:rate:',
      whenUnavailable: 'allow',
      onError: (error) => options.logger.warn({ err: error }, 'query rate limiter unavailable; letting reads through'),
    });
  const admit = async (client: ClientIdentity): Promise<Response | null> => {
    if (client.kind === 'site') return null;
    const decision = await limiter.consume(`query:${ipKey(client.ip)}`, rule);
    if (decision.allowed || !('retryAfterSeconds' in decision)) return null;
    return tooManyRequests(options.perMinute, decision.retryAfterSeconds);
  };
  const plugin: Plugin = {
    async onRequest({ request, serverContext, endResponse }) {
      const method = request.method.toUpperCase();
      if (method !== 'GET' && method !== 'POST') return;
      const refusal = await admit(options.identify(request, (serverContext ?? {}) as Record<string, unknown>));
      if (refusal) endResponse(refusal);
    },
  };
  return { plugin, admit, close: () => limiter.close() };
}
