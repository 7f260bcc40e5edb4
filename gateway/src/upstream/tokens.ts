import { REST_OPERATIONS, type RestSchemas } from '@agency/schema/rest-operations';
import type { BackendConfig, GatewayConfig } from '../config';
import type { Backend } from '../backends';
import { UpstreamError } from './errors';
import { currentRequestId } from '../request-context';
import { badStatus, fetchWithDeadline, type FetchLike } from './http';

/** Token cache of all six back-ends. Tokens stay inside the gateway process. */
export interface TokenCache {
  /** A valid token, signing in when none is cached or it is about to expire. */
  get(backend: Backend): Promise<string>;
  /** Drops `token` after a 401 so the next get() signs in again (a newer token is kept). */
  invalidate(backend: Backend, token: string): void;
  /** Signs in now, cache or not (a real round trip: health probes), and keeps the new token. */
  renew(backend: Backend): Promise<string>;
}

interface CachedToken {
  token: string;
  expiresAt: number;
}

/** The contract's TokenResponse as it arrives: each field unknown until checked. */
type UncheckedTokenAnswer = Partial<Record<keyof RestSchemas['TokenResponse'], unknown>>;

/** Refresh this long before expiry: a tenth of the lifetime, at most 30 s, so short test lifetimes still work. */
export function refreshMarginMs(lifetimeMs: number): number {
  return Math.min(30_000, lifetimeMs / 10);
}

export function createTokenCache(
  config: Pick<GatewayConfig, 'backends' | 'upstream'>,
  deps: { fetch: FetchLike; now?: () => number },
): TokenCache {
  const now = deps.now ?? Date.now;
  const cached = new Map<Backend, CachedToken>();
  // Single flight: concurrent callers share one sign-in per back-end.
  const pending = new Map<Backend, Promise<string>>();

  async function signIn(backend: Backend, backendConfig: BackendConfig): Promise<string> {
    const isManager = backend === 'manager';
    const url = `${backendConfig.baseUrl}${REST_OPERATIONS[isManager ? 'managerSignin' : 'panelLogin'].path}`;
    const { salt, key } = backendConfig.credentials;
    const payload = isManager ? { salt, api_key: key } : { salt, api_token: key };
    const { status, body } = await fetchWithDeadline(
      deps.fetch,
      backend,
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          // The visit that needed the token (the upstream client's header rule, without importing it).
          ...(currentRequestId() ? { 'x-request-id': currentRequestId()! } : {}),
        },
        body: JSON.stringify(payload),
      },
      config.upstream.timeoutMs,
    );
    if (status < 200 || status >= 300) throw badStatus(backend, status);
    const { access_token, expires_in } = (body ?? {}) as UncheckedTokenAnswer;
    if (typeof access_token !== 'string' || access_token === '') {
      throw new UpstreamError('UPSTREAM_BAD_STATUS', backend, `${backend} sign-in gave no access_token`, status);
    }
    const lifetimeMs = (typeof expires_in === 'number' && expires_in > 0 ? expires_in : 3600) * 1000;
    cached.set(backend, { token: access_token, expiresAt: now() + lifetimeMs - refreshMarginMs(lifetimeMs) });
    return access_token;
  }

  function signInOnce(backend: Backend): Promise<string> {
    const inFlight = pending.get(backend);
    if (inFlight) return inFlight;
    const promise = signIn(backend, config.backends[backend]).finally(() => pending.delete(backend));
    pending.set(backend, promise);
    return promise;
  }

  return {
    get(backend) {
      const hit = cached.get(backend);
      if (hit && hit.expiresAt > now()) return Promise.resolve(hit.token);
      return signInOnce(backend);
    },
    renew: signInOnce,
    invalidate(backend, token) {
      if (cached.get(backend)?.token === token) cached.delete(backend);
    },
  };
}
