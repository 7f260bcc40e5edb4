import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { ClientIdentity } from '../security/client-identity';
import { ERROR_CODES, refusalBody } from '../errors';
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
  /**
   * The app a request's key names, if a good one: it is counted on its app's own quota (all its
   * keys and gateways together) instead of its address's.
   */
  appOf?(request: Request): { name: string; rateLimitPerMinute: number } | null;
  /** Tests: a limiter of their own (e.g. one with an injected clock). */
  limiter?: RateLimiter;
}

export interface QueryRateLimit {
  plugin: Plugin;
  /**
   * The same count for a request answered before yoga (the node layer's persisted reads):
   * `refusal` null when the client may go on, else the 429 to send; `headers` the RateLimit fields
   * its answer carries (none for the site's own rendering, which no quota limits).
   */
  admit(client: ClientIdentity): Promise<Admission>;
  close(): Promise<void>;
}

export interface Admission {
  refusal: Response | null;
  headers: Record<string, string>;
}

/** The policy's name in the RateLimit fields. */
const POLICY = 'requests';

/**
 * The RateLimit and RateLimit-Policy fields (IETF draft httpapi-ratelimit-headers, structured
 * fields): the policy (quota q per window w seconds) and what is left of it now (r requests, the
 * window ending in t seconds).
 */
export function rateLimitHeaders(perMinute: number, remaining: number, resetSeconds: number): Record<string, string> {
  return {
    'ratelimit-policy': `"${POLICY}";q=${perMinute};w=${MINUTE_MS / 1000}`,
    ratelimit: `"${POLICY}";r=${remaining};t=${resetSeconds}`,
  };
}

/** The answer to a client over its limit: 429, Retry-After, the RateLimit fields, and a coded error saying why. */
function tooManyRequests(perMinute: number, retryAfterSeconds: number, who = 'from one address'): Response {
  return new Response(
    refusalBody(
      'RATE_LIMITED',
      `Too many requests: at most ${perMinute} per minute ${who}. Try again in ${retryAfterSeconds} s.`,
      { retryAfterSeconds },
    ),
    {
      status: ERROR_CODES.RATE_LIMITED.status,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'retry-after': String(retryAfterSeconds),
        'cache-control': 'no-store',
        ...rateLimitHeaders(perMinute, 0, retryAfterSeconds),
      },
    },
  );
}

/**
 * A per-client limit on GraphQL requests, checked first, before the body is read or parsed. Each
 * visitor address counts (IPv6 per /64), including visitors the site vouches for with its secret;
 * the site's own server rendering (identity 'site') is exempt, since it serves every visitor. A
 * request with a good app key counts on its app's quota instead (the app registry's per-app
 * limit), so an app's servers behind one address are limited as the app, not as a visitor. When
 * Redis cannot count, reads go on (fail open, logged): a counter outage must not take the site down.
 * Null when neither limit can apply.
 */
export function createQueryRateLimit(options: QueryRateLimitOptions): QueryRateLimit | null {
  if (options.perMinute <= 0 && !options.appOf) return null;
  const windowMs = MINUTE_MS;
  const limiter =
    options.limiter ??
    createRateLimiter(options.redisUrl, {
      prefix: 'queries:rate:',
      whenUnavailable: 'allow',
      onError: (error) => options.logger.warn({ err: error }, 'query rate limiter unavailable; letting reads through'),
    });
  const count = async (key: string, perMinute: number, who: string): Promise<Admission> => {
    const decision = await limiter.consume(key, { limit: perMinute, windowMs });
    if (!decision.allowed && 'retryAfterSeconds' in decision) {
      return { refusal: tooManyRequests(perMinute, decision.retryAfterSeconds, who), headers: {} };
    }
    // Redis could not count (the limit fails open): nothing known to report.
    if (!decision.allowed || decision.remaining === undefined || decision.resetSeconds === undefined) {
      return { refusal: null, headers: {} };
    }
    return { refusal: null, headers: rateLimitHeaders(perMinute, decision.remaining, decision.resetSeconds) };
  };
  const admit = async (client: ClientIdentity): Promise<Admission> => {
    if (client.kind === 'site' || options.perMinute <= 0) return { refusal: null, headers: {} };
    return count(`query:${ipKey(client.ip)}`, options.perMinute, 'from one address');
  };
  const headersOf = new WeakMap<Request, Record<string, string>>();
  const plugin: Plugin = {
    async onRequest({ request, serverContext, endResponse }) {
      const method = request.method.toUpperCase();
      if (method !== 'GET' && method !== 'POST') return;
      const app = options.appOf?.(request);
      const { refusal, headers } = app
        ? app.rateLimitPerMinute > 0
          ? await count(`app:${app.name}`, app.rateLimitPerMinute, `for app ${app.name}`)
          : { refusal: null, headers: {} }
        : await admit(options.identify(request, (serverContext ?? {}) as Record<string, unknown>));
      if (refusal) return endResponse(refusal);
      headersOf.set(request, headers);
    },
    onResponse({ request, response }) {
      for (const [name, value] of Object.entries(headersOf.get(request) ?? {})) response.headers.set(name, value);
    },
  };
  return { plugin, admit, close: () => limiter.close() };
}
