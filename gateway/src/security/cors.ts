import type { CORSOptions } from 'graphql-yoga';
import { CLIENT_HEADER } from './csrf';

/**
 * Cross-origin access to the gateway. Browsers reach the gateway only through the site's
 * same-origin /api/graphql proxy, so by default no origin gets CORS headers at all (yoga's own
 * default would answer every origin, with credentials). CORS_ALLOWED_ORIGINS names the exceptions
 * (e.g. a separate GraphiQL host): exactly those origins, GET and POST, the headers our clients
 * send, and never credentials (the gateway uses no cookies).
 */
export function corsOptions(allowedOrigins: readonly string[]): false | ((request: Request) => CORSOptions) {
  if (allowedOrigins.length === 0) return false;
  const allowed = new Set(allowedOrigins);
  return (request) => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.has(origin)) return false;
    return {
      origin,
      credentials: false,
      methods: ['GET', 'POST'],
      allowedHeaders: ['content-type', 'accept', CLIENT_HEADER, 'x-request-id', 'traceparent', 'tracestate'],
      // The limits an app reads (plugins/useQueryRateLimit.ts) and the id to report a failure by.
      exposedHeaders: ['ratelimit', 'ratelimit-policy', 'retry-after', 'x-request-id'],
      maxAge: 600,
    };
  };
}

/** CORS_ALLOWED_ORIGINS: comma-separated origins (scheme://host[:port]); each must be a bare origin. */
export function parseAllowedOrigins(raw: string | undefined): string[] {
  const origins = (raw ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = null;
    }
    if (!parsed || parsed.origin !== origin) {
      throw new Error(`CORS_ALLOWED_ORIGINS must list origins like https://example.com, got '${origin}'`);
    }
  }
  return origins;
}
